// Every page of a signed-in player shows their notices (GET /api/me/notices: a game that waits for them, ...) under
// the navigation, each with its link, and the page title counts them: "(1) Lobby - OpenKifu". Asked at once, every
// few seconds, and whenever the tab comes back into view.

const EVERY_MS = 3000;
const signedIn = (document.querySelector('meta[name="openkifu-user"]') || {}).content;
const baseTitle = document.title;

function container() {
  let box = document.getElementById('notices');
  if (!box) {
    box = document.createElement('div');
    box.id = 'notices';
    box.className = 'notices';
    box.setAttribute('role', 'status');
    box.setAttribute('aria-live', 'polite');
    const header = document.querySelector('header.site');
    if (header) header.after(box); else document.body.prepend(box);
  }
  return box;
}

function show(notices) {
  const box = container();
  const wanted = new Set(notices.map(n => n.id));
  for (const old of [...box.children]) {
    if (!wanted.has(old.dataset.noticeId)) old.remove();
  }
  for (const n of notices) {
    // a standing notice keeps its element, so a link being clicked is never swapped under the pointer
    let p = [...box.children].find(c => c.dataset.noticeId === n.id);
    if (!p) {
      p = document.createElement('p');
      p.className = 'notice';
      p.dataset.noticeId = n.id;
      const a = document.createElement('a');
      p.append(a);
      box.append(p);
    }
    const a = p.firstChild;
    a.href = n.link;
    a.textContent = n.text;
  }
  box.hidden = notices.length === 0;
  document.title = notices.length ? `(${notices.length}) ${baseTitle}` : baseTitle;
}

async function poll() {
  try {
    const response = await fetch('/api/me/notices', { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (response.ok) show((await response.json()).notices || []);
  } catch (e) {
    // offline for a moment: the next poll catches up
  }
}

if (signedIn) {
  poll();
  setInterval(poll, EVERY_MS);
  document.addEventListener('visibilitychange', () => { if (!document.hidden) poll(); });
}
