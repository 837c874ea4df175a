import { get, post, me, myRoles, explain, el, when } from './api.js';
import { describeGame } from './ladder-common.js';

const ladderId = document.body.dataset.ladderId;
const base = '/api/ladders/' + encodeURIComponent(ladderId);
const user = me();
const $ = id => document.getElementById(id);
let at = null; // an ISO instant while the standings of the past are shown

function say(text) {
  $('ladder-message').textContent = text;
}

function player(id) {
  return el('a', { href: '/players/' + encodeURIComponent(id), text: id });
}

/** Why a challenge is refused, in a few words; the full sentence is the title. */
const WHY = {
  CHALLENGE_OUT_OF_RANGE: 'out of range',
  TOO_MANY_CHALLENGES: 'your challenge limit is reached',
  TOO_MANY_INCOMING_CHALLENGES: 'their challenge limit is reached',
  CHALLENGE_ALREADY_OPEN: 'a challenge is open',
  REMATCH_TOO_SOON: 'rematch wait',
  PLAYER_ON_VACATION: 'on vacation',
  LADDER_PAUSED: 'ladder paused',
  LADDER_ARCHIVED: 'ladder archived',
};

function whyNot(c) {
  const words = WHY[c.code] || c.code.toLowerCase().replaceAll('_', ' ');
  return c.until ? words + ' until ' + when(c.until) : words;
}

/** The row's verdict for the signed-in member (the API's "challenge" field): a button, or why not. */
function standingsRow(r, member) {
  const cell = el('td', { class: 'action' });
  const c = r.challenge;
  if (!at && member && c && c.allowed) {
    cell.append(el('button', { type: 'button', class: 'challenge', 'data-defender': r.userId, text: 'Challenge',
      onclick: () => challenge(r.userId) }));
  } else if (!at && member && c) {
    cell.append(el('span', { class: 'small why-not', 'data-code': c.code, title: c.reason, text: whyNot(c) }));
  }
  return el('tr', { 'data-user-id': r.userId, class: r.userId === user ? 'me' : null },
    el('td', { class: 'rung', text: String(r.rung) }),
    el('td', { class: 'player' }, player(r.userId), r.onVacation ? el('span', { class: 'small', text: ' (on vacation)' }) : null),
    el('td', { class: 'rank', text: r.rank || '—' }),
    el('td', { class: 'rating', text: r.rating == null ? '—' : String(Math.round(r.rating)) }),
    cell);
}

function challengeRow(c) {
  const status = c.refusal ? 'no game: ' + c.refusal.message : c.status.toLowerCase();
  return el('li', { class: 'challenge ' + c.status.toLowerCase(), 'data-challenge-id': c.challengeId },
    el('span', { class: 'who' }, player(c.challengerUserId), ' (' + c.challengerRung + ') challenges ',
      player(c.defenderUserId), ' (' + c.defenderRung + ')'),
    el('span', { class: 'state', text: status + ' · ' + when(c.issuedAt) }),
    c.gameId ? el('span', { class: 'row-actions' },
      el('a', { class: 'open-game', href: '/games/' + encodeURIComponent(c.gameId), text: 'Open the game' })) : null);
}

function resultRow(c) {
  const outcome = !c.counts ? 'does not count (' + (c.reason || c.status).toLowerCase() + ')'
    : c.winnerUserId ? c.winnerUserId + ' won (' + c.reason.toLowerCase() + ')' : 'draw';
  return el('li', { class: 'result', 'data-challenge-id': c.challengeId },
    el('span', { class: 'who', text: c.challengerUserId + ' vs ' + c.defenderUserId }),
    el('span', { class: 'state', text: (c.status === 'FINISHED' ? outcome : c.status.toLowerCase()) + ' · ' + when(c.endedAt || c.issuedAt) }),
    c.gameId ? el('a', { href: '/games/' + encodeURIComponent(c.gameId) + '/replay', text: 'replay' }) : null);
}

function fill(list, items, empty) {
  list.replaceChildren(...(items.length ? items : [el('li', { class: 'empty', text: empty })]));
}

async function load() {
  try {
    const [ladder, standings, open, closed] = await Promise.all([get(base),
      get(base + '/standings' + (at ? '?at=' + encodeURIComponent(at) : '')),
      get(base + '/challenges?status=open'), get(base + '/challenges?status=closed')]);
    $('ladder-name').textContent = ladder.name;
    document.title = ladder.name + ' - OpenKifu';
    $('ladder-game').textContent = describeGame(ladder);
    $('ladder-players').textContent = String(ladder.players);
    const s = ladder.settings;
    $('ladder-rules').textContent = `up to ${s.rangeUp} places above (${s.rangeUpPercent} % on large ladders), ${s.rangeDown} below; `
      + `${s.maxOutgoingChallenges} open at a time; ${s.rematchWaitDays} days between rematches`;
    const member = !at && standings.rungs.some(r => r.userId === user);
    const archived = ladder.status === 'ARCHIVED';
    $('ladder-status').textContent = ladder.status === 'PAUSED' ? 'paused by the organizer: no new challenges'
      : archived ? 'archived: read-only' : 'open';
    $('manage-link').hidden = !user || !(user === ladder.createdBy || myRoles().includes('admin'));
    $('join').hidden = !user || at !== null || member || archived;
    $('leave').hidden = !user || at !== null || !member || archived;
    $('standings').querySelector('tbody').replaceChildren(...standings.rungs.map(r => standingsRow(r, member)));
    $('standings-when').textContent = at ? 'As they were at ' + when(at) + '.' : 'Now.';
    fill($('open-challenges'), open.map(challengeRow), 'No open challenges.');
    fill($('recent-results'), closed.slice(0, 20).map(resultRow), 'No results yet.');
  } catch (e) {
    say(explain(e));
  }
}

async function challenge(defender) {
  try {
    await post(base + '/challenges', { defender });
    say('You challenged ' + defender + '. The game is being created: it appears under open challenges.');
    load();
  } catch (e) {
    say(explain(e));
  }
}

$('join').addEventListener('click', async () => {
  try {
    const joined = await post(base + '/members');
    say('You joined at rung ' + joined.rung + '.');
    load();
  } catch (e) {
    say(explain(e));
  }
});

$('leave').addEventListener('click', async () => {
  if (!window.confirm('Leave this ladder? Your open challenges are cancelled.')) return;
  try {
    await fetch(base + '/members/' + encodeURIComponent(user), { method: 'DELETE', credentials: 'same-origin',
      headers: csrf() }).then(r => { if (!r.ok) throw new Error('HTTP ' + r.status); });
    say('You left the ladder.');
    load();
  } catch (e) {
    say(explain(e));
  }
});

function csrf() {
  const cookie = document.cookie.split('; ').find(c => c.startsWith('XSRF-TOKEN='));
  const token = document.querySelector('meta[name="_csrf"]');
  const header = document.querySelector('meta[name="_csrf_header"]');
  if (token && header && token.content) return { [header.content]: token.content };
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.substring(11)) } : {};
}

$('at-form').addEventListener('submit', event => {
  event.preventDefault();
  const value = $('at').value;
  if (!value) return;
  at = new Date(value).toISOString();
  load();
});

$('show-now').addEventListener('click', () => {
  at = null;
  load();
});

load();
setInterval(() => { if (!document.hidden) load(); }, 4000);
