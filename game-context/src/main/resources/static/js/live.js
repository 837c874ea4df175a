import { get } from './api.js';

/**
 * Follows a game live: the SSE stream of its events ({@code changed} after each of {@code types}), or polling the
 * summary every 2 s where the stream is not available. {@code state} says which one is in use.
 */
export function follow(base, types, changed, state, svg) {
  let opened = false;
  let polling = null;
  const poll = () => {
    if (polling) return;
    state.textContent = 'Live: polling every 2 s';
    let last = null;
    polling = setInterval(async () => {
      try {
        const s = await get(base);
        const key = JSON.stringify(s);
        if (last !== null && key !== last) changed();
        last = key;
      } catch (e) { /* keep polling */ }
    }, 2000);
  };
  if (!window.EventSource) {
    poll();
    return;
  }
  const source = new EventSource(base + '/stream');
  source.addEventListener('open', () => {
    opened = true;
    state.textContent = 'Live: connected';
    svg.dataset.live = 'sse';
  });
  for (const type of types) source.addEventListener(type, changed);
  source.addEventListener('message', changed);
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED || !opened) {
      source.close();
      poll();
    }
  });
}
