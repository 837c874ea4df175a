import { get, post, me, explain, el, ApiError } from './api.js';
import { drawBracket } from './tournament-bracket.js';
import { drawReport } from './tournament-report.js';
import { roundTable, gamesExist } from './tournament-rounds.js';
import { setUpSettings, showSettings } from './tournament-edit.js';
import { FORMATS } from './tournament-settings.js';
import './tournament-draft.js'; // the organizer's draft rounds: their own section, polling and ids
import { deskDrawn, deskRoundsDrawn, setUpDesk } from './tournament-desk.js';

const $ = id => document.getElementById(id);
const id = document.body.dataset.tournamentId;
const base = '/api/tournaments/' + encodeURIComponent(id);
const user = me();
let tournament = null;
let names = {};
const CREATING = 'The round is paired; its games are being created.';

function say(text, info) {
  const m = $('tournament-message');
  m.textContent = text;
  m.classList.toggle('info', !!info);
}

function show(element, visible) {
  element.hidden = !visible;
}

/**
 * Draws a part of the page only when what it shows has changed since the last poll: an unchanged part keeps its
 * elements, so a link or button the viewer (or a test) is about to click is not swapped for a copy under the pointer.
 */
function redraw(element, data, draw) {
  const signature = JSON.stringify(data);
  if (element.dataset.drawn === signature) return;
  draw();
  element.dataset.drawn = signature;
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
  if (s.timeControl && s.timeControl.kind !== 'NONE') parts.push(clock(s.timeControl));
  if (s.handicap && s.handicap.kind === 'RANK_DIFFERENCE') {
    parts.push(`handicap by rank (at most ${s.handicap.ceiling}, less ${s.handicap.reduction})`);
  }
  if (s.twoGameMatches) parts.push('two-game matches');
  if (t.location) parts.push(t.location);
  parts.push('organized by ' + t.organizerId);
  if (t.championUserId) parts.push('champion: ' + (names[t.championUserId] || t.championUserId));
  return parts.join(' · ');
}

/** The clock as players say it: "40 min + 3×30 s byo-yomi". */
function clock(tc) {
  const main = tc.mainSeconds ? Math.round(tc.mainSeconds / 60) + ' min' : '';
  switch (tc.kind) {
    case 'JAPANESE_BYOYOMI': return main + (tc.periods ? ` + ${tc.periods}×${tc.periodSeconds} s byo-yomi` : '');
    case 'CANADIAN': return (main ? main + ' + ' : '') + `${tc.stonesPerPeriod} stones / ${tc.periodSeconds / 60} min`;
    case 'FISCHER': return main + ` + ${tc.incrementSeconds} s a move`;
    case 'CORRESPONDENCE': return `${tc.periodSeconds / 86400} days a move`;
    default: return main + ' sudden death';
  }
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
      el('td', { class: 'num', text: p.seed ? String(p.seed) : '' }), el('td', { text: p.name }),
      el('td', {}, el('a', { href: '/players/' + encodeURIComponent(p.userId), text: p.userId })),
      el('td', { text: p.rank }), el('td', { text: p.country || '' }),
      el('td', { text: (p.club || '') + (p.withdrawn ? ' (withdrawn)' : '') })));
  $('players').replaceChildren(...(rows.length ? rows
    : [el('tr', {}, el('td', { colspan: '6', class: 'small', text: 'Nobody has registered yet.' }))]));
}

/** The viewer's board in the latest round, or null. */
function myBoard(rounds) {
  const last = rounds[rounds.length - 1];
  const board = user && last ? last.boards.find(b => b.blackUserId === user || b.whiteUserId === user) : null;
  return board ? { round: last.round, board } : null;
}

function myPairing(rounds) {
  const box = $('my-pairing');
  const mine = myBoard(rounds);
  if (!mine) {
    show(box, false);
    return;
  }
  const { board } = mine;
  const last = { round: mine.round };
  const other = board.blackUserId === user ? board.whiteUserId : board.blackUserId;
  box.replaceChildren(el('strong', { text: `Round ${last.round}, board ${board.number}: ` }),
    document.createTextNode(`you play ${names[other] || other}. `),
    ...board.games.map(g => el('a', { href: '/games/' + encodeURIComponent(g.gameId), class: 'button my-game',
      'data-game-id': g.gameId, text: `Game ${g.gameNumber} (${g.blackUserId === user ? 'Black' : 'White'})`
        + (g.result ? ': ' + g.result : '') })));
  show(box, true);
}

const NUMERIC = new Set(['Place', 'Seed', 'Out in round']);

function standings(s) {
  if (s.kind === 'places') {
    $('standings-head').replaceChildren(el('tr', {}, ...['Place', 'Name', 'Rank', 'Seed', 'Out in round']
      .map(h => el('th', { scope: 'col', class: NUMERIC.has(h) ? 'num' : null, text: h }))));
    $('standings').replaceChildren(...s.places.map(p => el('tr', { 'data-user': p.userId },
      el('td', { class: 'num', text: String(p.place) }), el('td', { text: p.name }), el('td', { text: p.rank }),
      el('td', { class: 'num', text: String(p.seed) }),
      el('td', { class: 'num', text: p.eliminatedInRound ? String(p.eliminatedInRound) : '—' }))));
    return;
  }
  // the tournament's own criteria, in its order; the main score first if the order does not start with it
  const main = tournament.settings.format === 'MCMAHON' ? 'MMS' : 'NBW';
  const criteria = s.criteria.includes(main) ? s.criteria : [main, ...s.criteria];
  const rounds = (s.rows[0] || { rounds: [] }).rounds.map((_, i) => 'R' + (i + 1));
  const heads = ['Place', 'Name', 'Rank', ...criteria.map(c => c.replace(/_/g, '-')), ...rounds];
  $('standings-head').replaceChildren(el('tr', {}, ...heads.map((h, i) => el('th', { scope: 'col',
    class: i === 1 || i === 2 ? null : 'num', text: h }))));
  $('standings').replaceChildren(...s.rows.map(r => el('tr', { 'data-user': r.userId, class: r.userId === user ? 'mine' : null },
    el('td', { class: 'num', text: String(r.place) }), el('td', { text: r.name }), el('td', { text: r.rank }),
    ...criteria.map(c => el('td', { class: 'num', 'data-criterion': c, text: criterion(r, c) })),
    ...r.rounds.map(x => el('td', { class: 'num round-cell' + (x.includes('!') ? ' forfeit' : ''), text: x,
      title: x.includes('!') ? 'not played: won by forfeit, or void' : null })))));
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

// One refresh at a time: a slow answer (a loaded server) must not land after a newer one and draw an older page. A
// refresh asked for while one runs (a poll, or the page's own action) runs once more right after it.
let running = null;
let again = false;

function refresh() {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    try {
      do {
        again = false;
        await draw();
      } while (again);
    } finally {
      running = null;
    }
  })();
  return running;
}

async function draw() {
  try {
    tournament = await get(base);
    names = Object.fromEntries(tournament.players.map(p => [p.userId, p.name]));
    redraw($('players'), tournament.players, () => players(tournament));
    document.title = tournament.name + ' - OpenKifu';
    $('t-title').textContent = tournament.name;
    $('t-facts').textContent = facts(tournament);
    actions(tournament);
    deskDrawn(tournament, user);
    $('refusals').replaceChildren(...tournament.refusedRequests.map(r => el('li', { class: 'refused' },
      el('span', { class: 'who', text: r.requestId }), el('span', { class: 'what', text: r.code + ': ' + r.message }))));
    show($('refusals'), tournament.refusedRequests.length > 0);
    const rounds = await get(base + '/rounds');
    redraw($('rounds'), [rounds, names, tournament.settings], () => $('rounds').replaceChildren(...(rounds.length
      ? [...rounds].reverse().map(r => roundTable(r, names, user, tournament.settings))
      : [el('p', { class: 'small', text: 'No round has been paired yet.' })])));
    deskRoundsDrawn(tournament, rounds, names, user);
    // the viewer's own board only: another board's news must not swap the link the viewer is about to follow
    redraw($('my-pairing'), [myBoard(rounds), names], () => myPairing(rounds));
    // the notice of a started round goes once every board has its games (or the round is over)
    const last = rounds[rounds.length - 1];
    if ($('tournament-message').textContent === CREATING && last && (last.finished || gamesExist(last))) say('', true);
    await showSettings(tournament, user);
    const started = tournament.status === 'RUNNING' || tournament.status === 'FINISHED';
    const knockOut = tournament.settings.format.endsWith('ELIMINATION');
    const table = started ? await optional(base + '/standings') : null;
    show($('standings-section'), !!table);
    if (table) redraw($('standings'), [table, tournament.settings], () => standings(table));
    $('h9-link').href = base + '/results.h9';
    const report = started && !knockOut && tournament.settings.format !== 'ROUND_ROBIN'
      ? await optional(base + '/pairing-report') : null;
    show($('report-section'), !!report);
    if (report) drawReport($('report-head'), $('report'), report);
    const bracket = started && knockOut ? await optional(base + '/bracket') : null;
    show($('bracket-section'), !!bracket);
    if (bracket) drawBracket($('bracket'), bracket, names);
    // how many times the page has drawn itself from the server: lets a test wait on polls, not on time
    document.body.dataset.refreshes = String(Number(document.body.dataset.refreshes || 0) + 1);
  } catch (e) {
    say(explain(e));
  }
}

$('open-registration').addEventListener('click', () => act('/open', 'Registration is open.'));
$('start-round').addEventListener('click', () => act('/rounds', CREATING, {}));
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

setUpSettings(base, () => refresh());
setUpDesk(base, refresh);
refresh();
setInterval(() => { if (!running) refresh(); }, 3000);
