import { get, el } from './api.js';

// Names the event a game belongs to, with a link back (docs/web.md). GET /api/games/{id} does not carry the origin;
// the game list does (docs/api.md, `origin {kind, reference}`), so the page reads the black player's recent games
// once and finds this one. The reference is the requesting context's request id, whose shape each context documents:
// tournament/{id}/round-{r}/board-{b}[/game-{n}], two-game-match/{id}/game-{n}, ladder/{id}/challenge/{c}.
const PATTERNS = [
  [/^tournament\/(.+)\/round-(\d+)\/board-(\d+)(?:\/game-(\d+))?$/, m => ({ kind: 'tournament', id: m[1],
    href: '/tournaments/' + encodeURIComponent(m[1]), api: '/api/tournaments/' + encodeURIComponent(m[1]),
    detail: `round ${m[2]}, board ${m[3]}` + (m[4] ? `, game ${m[4]}` : '') })],
  [/^two-game-match\/(.+)\/game-(\d+)$/, m => ({ kind: 'match', id: m[1], href: '/matches/' + encodeURIComponent(m[1]),
    detail: `game ${m[2]} of 2` })],
  [/^ladder\/(.+)\/challenge\/(.+)$/, m => ({ kind: 'ladder', id: m[1], href: '/ladders/' + encodeURIComponent(m[1]),
    api: '/api/ladders/' + encodeURIComponent(m[1]), detail: 'a challenge' })],
];

export function parseOrigin(reference) {
  for (const [re, make] of PATTERNS) {
    const m = re.exec(reference || '');
    if (m) return make(m);
  }
  return null;
}

let shown = false;

export async function showOrigin(summary, node) {
  const player = summary && (summary.black || summary.white || (summary.players || [])[0]);
  if (shown || !player) return;
  shown = true;
  try {
    const list = await get('/api/games?limit=100&player=' + encodeURIComponent(player.userId));
    const entry = (list.games || []).find(g => g.gameId === summary.gameId);
    const origin = entry && entry.origin ? parseOrigin(entry.origin.reference) : null;
    if (!origin) return;
    let name = origin.kind === 'match' ? 'Two-game match' : origin.kind === 'ladder' ? 'Ladder' : 'Tournament';
    if (origin.api) {
      const event = await get(origin.api).catch(() => null);
      if (event && event.name) name = event.name;
    }
    node.replaceChildren(el('a', { href: origin.href, id: 'game-origin-link', 'data-origin': origin.kind, text: name }),
      document.createTextNode(' · ' + origin.detail));
    node.hidden = false;
  } catch (e) {
    // the link is a convenience; the game plays without it
  }
}
