import { get, post, me, explain, el, ApiError } from './api.js';
import { drawBracket } from './tournament-bracket.js';
import { drawReport } from './tournament-report.js';

const $ = id => document.getElementById(id);
const id = document.body.dataset.tournamentId;
const base = '/api/tournaments/' + encodeURIComponent(id);
const user = me();
const FORMATS = { SWISS: 'Swiss', MCMAHON: 'McMahon', ROUND_ROBIN: 'Round robin', SINGLE_ELIMINATION: 'Single elimination',
  DOUBLE_ELIMINATION: 'Double elimination' };
let tournament = null;
let names = {};

function say(text, info) {
  const m = $('tournament-message');
  m.textContent = text;
  m.classList.toggle('info', !!info);
}

function show(element, visible) {
  element.hidden = !visible;
}

async function act(path, message, body) {
  try {
    const answer = await post(base + path, body === undefined ? null : body);
    say(message, true);
    await refresh();
    return answer;
  } catch (e) {
    say(explain(e));
    return null;
  }
}

function facts(t) {
  const s = t.settings;
  const parts = [FORMATS[s.format] || s.format, `${s.boardSize}×${s.boardSize}`, s.rules, 'komi ' + s.komi,
    t.status.toLowerCase().replace('_', ' ')];
  if (t.plannedRounds) parts.push(`round ${t.roundsPaired} of ${t.plannedRounds}`);
  if (s.twoGameMatches) parts.push('two-game matches');
  if (t.location) parts.push(t.location);
  parts.push('organized by ' + t.organizerId);
  if (t.championUserId) parts.push('champion: ' + (names[t.championUserId] || t.championUserId));
  return parts.join(' · ');
}

function actions(t) {
  const organizer = user && user === t.organizerId;
  const registered = t.players.find(p => p.userId === user);
  show($('organizer-actions'), organizer);
  show($('open-registration'), organizer && t.status === 'DRAFT');
  const canStart = t.status === 'REGISTRATION_OPEN' || (t.status === 'RUNNING' && t.roundFinished
    && t.roundsPaired < t.plannedRounds && !t.settings.autoStartRounds);
  show($('start-round'), organizer && canStart);
  $('start-round').textContent = 'Start round ' + (t.roundsPaired + 1);
  const knockOut = t.settings.format.endsWith('ELIMINATION');
  show($('finish-tournament'), organizer && t.status === 'RUNNING' && t.roundFinished && !knockOut);
  show($('player-actions'), !!user);
  show($('register'), !!user && t.status === 'REGISTRATION_OPEN' && !registered);
  show($('withdraw'), !!registered && !registered.withdrawn && t.status !== 'FINISHED');
}

function players(t) {
  names = Object.fromEntries(t.players.map(p => [p.userId, p.name]));
  const rows = [...t.players].sort((a, b) => (a.seed || 999) - (b.seed || 999)).map(p =>
    el('tr', { class: p.withdrawn ? 'withdrawn' : '', 'data-user': p.userId },
      el('td', { text: p.seed ? String(p.seed) : '' }), el('td', { text: p.name }),
      el('td', {}, el('a', { href: '/players/' + encodeURIComponent(p.userId), text: p.userId })),
      el('td', { text: p.rank }), el('td', { text: p.country || '' }),
      el('td', { text: (p.club || '') + (p.withdrawn ? ' (withdrawn)' : '') })));
  $('players').replaceChildren(...(rows.length ? rows
    : [el('tr', {}, el('td', { colspan: '6', class: 'small', text: 'Nobody has registered yet.' }))]));
}

function gameLinks(board) {
  return el('span', { class: 'games' }, ...board.games.map(g => el('a', {
    href: '/games/' + encodeURIComponent(g.gameId), class: 'game-link', 'data-game-id': g.gameId,
    text: `game ${g.gameNumber}: ${g.result || 'playing'}`,
  })));
}

function roundTable(r) {
  const rows = r.boards.map(b => el('tr', { 'data-board': String(b.number),
      class: (b.blackUserId === user || b.whiteUserId === user) ? 'mine' : '' },
    el('td', { text: String(b.number) + (b.bracketMatch ? ' · ' + b.bracketMatch : '') }),
    el('td', { class: 'black', text: names[b.blackUserId] || b.blackUserId }),
    el('td', { class: 'white', text: names[b.whiteUserId] || b.whiteUserId }),
    el('td', { text: b.handicap ? `${b.handicap} · komi ${b.komi}` : `komi ${b.komi}` }),
    el('td', {}, gameLinks(b)),
    el('td', { class: 'score', text: b.status === 'PENDING' ? '' : b.score + (b.winnerUserId
      ? ' ' + (names[b.winnerUserId] || b.winnerUserId) : '') })));
  const extras = [...r.byes.map(y => 'bye: ' + (names[y.userId] || y.userId)),
    ...r.absent.map(a => 'absent: ' + (names[a] || a)),
    ...r.walkovers.map(w => `walkover in ${w.bracketMatch}: ${names[w.winnerUserId] || w.winnerUserId || 'nobody'}`)];
  return el('section', { class: 'round', 'data-round': String(r.round) },
    el('h3', { text: `Round ${r.round}` + (r.finished ? ' (finished)' : '') }),
    el('table', { class: 'results pairings' },
      el('thead', {}, el('tr', {}, ...['Board', 'Black', 'White', 'Handicap', 'Games', 'Result']
        .map(h => el('th', { scope: 'col', text: h })))),
      el('tbody', {}, ...rows)),
    extras.length ? el('p', { class: 'small', text: extras.join(' · ') }) : null);
}

function myPairing(rounds) {
  const box = $('my-pairing');
  const last = rounds[rounds.length - 1];
  const board = user && last ? last.boards.find(b => b.blackUserId === user || b.whiteUserId === user) : null;
  if (!board) {
    show(box, false);
    return;
  }
  const other = board.blackUserId === user ? board.whiteUserId : board.blackUserId;
  box.replaceChildren(el('strong', { text: `Round ${last.round}, board ${board.number}: ` }),
    document.createTextNode(`you play ${names[other] || other}. `),
    ...board.games.map(g => el('a', { href: '/games/' + encodeURIComponent(g.gameId), class: 'button my-game',
      'data-game-id': g.gameId, text: `Game ${g.gameNumber} (${g.blackUserId === user ? 'Black' : 'White'})`
        + (g.result ? ': ' + g.result : '') })));
  show(box, true);
}

function standings(s) {
  if (s.kind === 'places') {
    $('standings-head').replaceChildren(el('tr', {}, ...['Place', 'Name', 'Rank', 'Seed', 'Out in round']
      .map(h => el('th', { scope: 'col', text: h }))));
    $('standings').replaceChildren(...s.places.map(p => el('tr', { 'data-user': p.userId },
      el('td', { text: String(p.place) }), el('td', { text: p.name }), el('td', { text: p.rank }),
      el('td', { text: String(p.seed) }), el('td', { text: p.eliminatedInRound ? String(p.eliminatedInRound) : '—' }))));
    return;
  }
  // the tournament's own criteria, in its order; the main score first if the order does not start with it
  const main = tournament.settings.format === 'MCMAHON' ? 'MMS' : 'NBW';
  const criteria = s.criteria.includes(main) ? s.criteria : [main, ...s.criteria];
  const rounds = (s.rows[0] || { rounds: [] }).rounds.map((_, i) => 'R' + (i + 1));
  const heads = ['Place', 'Name', 'Rank', ...criteria.map(c => c.replace(/_/g, '-')), ...rounds];
  $('standings-head').replaceChildren(el('tr', {}, ...heads.map(h => el('th', { scope: 'col', text: h }))));
  $('standings').replaceChildren(...s.rows.map(r => el('tr', { 'data-user': r.userId },
    el('td', { text: String(r.place) }), el('td', { text: r.name }), el('td', { text: r.rank }),
    ...criteria.map(c => el('td', { class: 'num', 'data-criterion': c, text: criterion(r, c) })),
    ...r.rounds.map(x => el('td', { class: 'num', text: x })))));
  legend(tournament.settings);
}

/** A row's value; documents written before the values map existed still have the five classic fields. */
function criterion(row, name) {
  const v = row.values ? row.values[name] : row[name.toLowerCase()];
  return v === undefined || v === null ? '' : String(v);
}

/** The legend's one variable line: what a round without a game is worth in this tournament. */
function legend(settings) {
  const mcMahon = settings.format === 'MCMAHON';
  const sc = settings.scoring || {};
  const bye = (mcMahon ? sc.byeMms : sc.byeNbw) ?? 1;
  const absence = (mcMahon ? sc.absenceMms : sc.absenceNbw) ?? (mcMahon ? 0.5 : 0);
  $('standings-scoring').textContent = `In this tournament SOS, SOS-1, SOS-2, SODOS, SOSOS and CUSS are on the `
    + `${mcMahon ? 'MMS' : 'NBW'} scale; a bye is worth ${bye}, an absence ${absence}`
    + (sc.roundDown === false ? ' (halves kept)' : ' (their sum rounded down)')
    + (sc.unplayedAsHalfInSos ? '; SOS counts every unplayed round of an opponent as ½.' : '.');
}

async function optional(path) {
  try {
    return await get(path);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 409 || e.status === 404)) return null;
    throw e;
  }
}

async function refresh() {
  try {
    tournament = await get(base);
    players(tournament);
    document.title = tournament.name + ' - OpenKifu';
    $('t-title').textContent = tournament.name;
    $('t-facts').textContent = facts(tournament);
    actions(tournament);
    $('refusals').replaceChildren(...tournament.refusedRequests.map(r => el('li', { class: 'refused' },
      el('span', { class: 'who', text: r.requestId }), el('span', { class: 'what', text: r.code + ': ' + r.message }))));
    show($('refusals'), tournament.refusedRequests.length > 0);
    const rounds = await get(base + '/rounds');
    $('rounds').replaceChildren(...(rounds.length ? [...rounds].reverse().map(roundTable)
      : [el('p', { class: 'small', text: 'No round has been paired yet.' })]));
    myPairing(rounds);
    const started = tournament.status === 'RUNNING' || tournament.status === 'FINISHED';
    const knockOut = tournament.settings.format.endsWith('ELIMINATION');
    const table = started ? await optional(base + '/standings') : null;
    show($('standings-section'), !!table);
    if (table) standings(table);
    $('h9-link').href = base + '/results.h9';
    const report = started && !knockOut && tournament.settings.format !== 'ROUND_ROBIN'
      ? await optional(base + '/pairing-report') : null;
    show($('report-section'), !!report);
    if (report) drawReport($('report-head'), $('report'), report);
    const bracket = started && knockOut ? await optional(base + '/bracket') : null;
    show($('bracket-section'), !!bracket);
    if (bracket) drawBracket($('bracket'), bracket, names);
  } catch (e) {
    say(explain(e));
  }
}

$('open-registration').addEventListener('click', () => act('/open', 'Registration is open.'));
$('start-round').addEventListener('click', () => act('/rounds', 'The round is paired; its games are being created.', {}));
$('finish-tournament').addEventListener('click', () => act('/finish', 'The tournament is finished.'));
$('register').addEventListener('click', () => act('/registrations', 'You are registered.', {}));
$('withdraw').addEventListener('click', async () => {
  if (!window.confirm('Withdraw from this tournament?')) return;
  try {
    const r = await fetch(base + '/registrations/' + encodeURIComponent(user), { method: 'DELETE',
      credentials: 'same-origin', headers: csrf() });
    if (!r.ok) {
      const problem = await r.json();
      throw new ApiError(r.status, problem.code, problem.detail);
    }
    say('You have withdrawn.', true);
    refresh();
  } catch (e) {
    say(explain(e));
  }
});

function csrf() {
  const token = document.querySelector('meta[name="_csrf"]');
  const header = document.querySelector('meta[name="_csrf_header"]');
  return token && header && token.content ? { [header.content]: token.content } : {};
}

refresh();
setInterval(refresh, 3000);
