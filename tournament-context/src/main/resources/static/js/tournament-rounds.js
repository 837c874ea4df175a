import { el } from './api.js';

// A round's boards as a table (GET /api/tournaments/{id}/rounds). Results the organizer corrected, forfeits and a
// knock-out's deciding game are spelled out, not left to the reader to infer (docs/web.md).
const DECIDED = { MARGIN: 'decided by margins', DECIDING_GAME: 'decided by a deciding game', TIE: 'level' };

/** A forfeit: the API's flag where it gives one, else the h9 sign `!` or an SGF forfeit result (B+F, W+F). */
function forfeit(g) {
  return g.forfeit === true || g.byDefault === true || /!$/.test(g.result || '') || /^[BW]\+F(orfeit)?$/i.test(g.result || '');
}

function gameLinks(board, gamesPerMatch) {
  return el('span', { class: 'games' }, ...board.games.map(g => el('span', { class: 'game' },
    // a guest's board has no game in the game context (the organizer enters its result): no link then
    el(g.gameId ? 'a' : 'span', { href: g.gameId ? '/games/' + encodeURIComponent(g.gameId) : null,
      class: g.gameId ? 'game-link' : 'game-entered', 'data-game-id': g.gameId,
      text: (g.gameNumber > gamesPerMatch ? 'deciding game' : 'game ' + g.gameNumber) + ': ' + (g.result || 'playing') }),
    g.corrected ? el('span', { class: 'flag corrected', text: 'corrected', title: 'result corrected by the organizer' }) : null,
    forfeit(g) ? el('span', { class: 'flag forfeit', text: 'forfeit', title: 'not played: won by forfeit' }) : null)));
}

export function roundTable(r, names, user, settings) {
  const knockOut = settings.format.endsWith('ELIMINATION');
  const gamesPerMatch = settings.twoGameMatches ? 2 : 1;
  const name = u => names[u] || u;
  const rows = r.boards.map(b => el('tr', { 'data-board': String(b.number),
      class: (b.blackUserId === user || b.whiteUserId === user) ? 'mine' : '' },
    el('td', { class: 'num', text: String(b.number) + (b.bracketMatch ? ' · ' + b.bracketMatch : '') }),
    el('td', { class: 'black', text: name(b.blackUserId) }),
    el('td', { class: 'white', text: name(b.whiteUserId) }),
    el('td', { class: 'num', text: b.handicap ? `${b.handicap} · komi ${b.komi}` : `komi ${b.komi}` }),
    el('td', {}, gameLinks(b, knockOut ? gamesPerMatch : Infinity)),
    el('td', { class: 'score' }, b.status === 'PENDING' ? '' : b.score + (b.winnerUserId ? ' ' + name(b.winnerUserId) : ''),
      b.corrected ? el('span', { class: 'flag corrected', text: 'corrected' }) : null,
      knockOut && DECIDED[b.decidedBy] ? el('span', { class: 'decided', 'data-decided-by': b.decidedBy,
        text: ' (' + DECIDED[b.decidedBy] + ')' }) : null)));
  const extras = [...r.byes.map(y => 'bye: ' + name(y.userId)),
    ...r.absent.map(a => 'absent: ' + name(a)),
    ...r.walkovers.map(w => `walkover in ${w.bracketMatch}: ${w.winnerUserId ? name(w.winnerUserId) : 'nobody'}`)];
  return el('section', { class: 'round', 'data-round': String(r.round) },
    el('h3', { text: `Round ${r.round}` + (r.finished ? ' (finished)' : '') }),
    el('div', { class: 'table-scroll' }, el('table', { class: 'results pairings' },
      el('thead', {}, el('tr', {}, ...['Board', 'Black', 'White', 'Handicap', 'Games', 'Result']
        .map(h => el('th', { scope: 'col', class: h === 'Board' || h === 'Handicap' ? 'num' : null, text: h })))),
      el('tbody', {}, ...rows))),
    extras.length ? el('p', { class: 'small', text: extras.join(' · ') }) : null);
}

/** Every board of the round has its games: the "games are being created" notice has done its job. */
export function gamesExist(r) {
  return !!r && r.boards.every(b => b.games.length > 0);
}
