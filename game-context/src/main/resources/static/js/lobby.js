import { get, post, me, explain, el, when } from './api.js';
import { displayName, outcomeFor } from './names.js';

const user = me();
const $ = id => document.getElementById(id);

function say(text) {
  $('lobby-message').textContent = text;
}

function fill(list, items, empty) {
  list.replaceChildren(...(items.length ? items : [el('li', { class: 'empty', text: empty })]));
}

/** The time setting as players say it: "10 min + 3×30 s byo-yomi", "2 days a move". */
export function timeText(kind, t) {
  if (kind === 'NONE') return 'no clock';
  if (!t) return kind.toLowerCase().replace('_', ' ');
  const min = s => (s % 60 === 0 ? `${s / 60} min` : `${s} s`);
  switch (kind) {
    case 'ABSOLUTE': return `${min(t.mainSeconds)} absolute`;
    case 'JAPANESE_BYOYOMI': return `${min(t.mainSeconds)}` + (t.periods ? ` + ${t.periods}×${t.periodSeconds} s byo-yomi` : '');
    case 'CANADIAN': return `${min(t.mainSeconds)} + ${t.stonesPerPeriod} stones in ${min(t.periodSeconds)} (Canadian)`;
    case 'FISCHER': return `${min(t.mainSeconds)} + ${t.incrementSeconds} s a move (Fischer)`;
    case 'CORRESPONDENCE': return `${t.periodSeconds / 86400} days a move`;
    default: return kind.toLowerCase();
  }
}

function describe(row) {
  const colour = { BLACK: 'inviter plays Black', WHITE: 'inviter plays White', NIGIRI: 'nigiri' }[row.colour] || '';
  const komi = row.komi === null || row.komi === undefined ? "the rules' komi" : `komi ${row.komi}`;
  return `${row.size}×${row.size}, ${row.rules}, ${komi}, ${colour}, ${timeText(row.timeControl, row.time)}`;
}

function invitationRow(row, incoming) {
  const other = incoming ? row.inviter : row.invitee;
  const li = el('li', { class: 'invitation ' + row.status.toLowerCase(), 'data-invitation-id': row.invitationId },
    el('span', { class: 'who', text: (incoming ? 'From ' : 'To ') + other }),
    el('span', { class: 'what', text: describe(row) }),
    row.message ? el('q', { class: 'note', text: row.message }) : null,
    el('span', { class: 'state', text: row.status.toLowerCase() + (row.status === 'PENDING' ? ' · until ' + when(row.expiresAt) : '') }));
  const actions = el('span', { class: 'row-actions' });
  if (row.status === 'PENDING' && incoming) {
    actions.append(el('button', { type: 'button', class: 'accept', text: 'Accept', onclick: () => accept(row.invitationId) }),
      el('button', { type: 'button', class: 'decline', text: 'Decline', onclick: () => answer(row.invitationId, 'decline') }));
  } else if (row.status === 'PENDING') {
    actions.append(el('button', { type: 'button', class: 'withdraw', text: 'Withdraw', onclick: () => answer(row.invitationId, 'withdraw') }));
  }
  if (row.gameId) actions.append(el('a', { href: '/games/' + encodeURIComponent(row.gameId), class: 'open-game', text: 'Open the game' }));
  li.append(actions);
  return li;
}

async function accept(id) {
  try {
    const accepted = await post('/api/invitations/' + encodeURIComponent(id) + '/accept');
    window.location.assign('/games/' + encodeURIComponent(accepted.gameId));
  } catch (e) {
    say(explain(e));
  }
}

async function answer(id, verb) {
  try {
    await post('/api/invitations/' + encodeURIComponent(id) + '/' + verb);
    say(verb === 'decline' ? 'Invitation declined.' : 'Invitation withdrawn.');
    refresh();
  } catch (e) {
    say(explain(e));
  }
}

/** A finished game from my side: "you won (W+13.5)", "you lost (B+R)", "jigo (0)", "no result (Void)". */
function endedLabel(g) {
  const outcome = outcomeFor(user, g.black, g.white, g.result);
  const text = outcome === 'won' || outcome === 'lost' ? 'you ' + outcome : outcome;
  return `${text} (${g.result || '?'})`;
}

function gameRow(g) {
  const players = g.black && g.white ? [g.black, g.white] : g.players || [];
  const opponent = players.find(p => p && p.userId !== user);
  const mine = g.turn === user;
  const ended = g.status === 'ENDED';
  const label = ended ? endedLabel(g) : mine ? 'your move' : g.turn ? g.turn + "'s move" : g.state.toLowerCase();
  const outcome = ended ? ' ' + outcomeFor(user, g.black, g.white, g.result).replace(' ', '-') : '';
  return el('li', { class: 'game' + (mine ? ' my-turn' : '') + outcome, 'data-game-id': g.gameId },
    el('a', { href: '/games/' + encodeURIComponent(g.gameId), text: 'vs ' + (opponent ? displayName(opponent.userId) : '?') }),
    el('span', { class: 'what', text: `${g.size}×${g.size} · move ${g.moveCount}` }),
    el('span', { class: 'state', text: label }),
    g.status === 'ENDED' ? el('a', { href: '/games/' + encodeURIComponent(g.gameId) + '/replay', text: 'replay' }) : null);
}

async function games(status, limit) {
  try {
    const page = await get(`/api/players/${encodeURIComponent(user)}/games?status=${status}&limit=${limit}`);
    return page.games || [];
  } catch (e) {
    return null;
  }
}

async function refresh() {
  if (!user) return;
  try {
    const [incoming, outgoing] = await Promise.all([get('/api/invitations?box=in'), get('/api/invitations?box=out')]);
    fill($('invitations-in'), incoming.map(r => invitationRow(r, true)), 'No invitations for you.');
    fill($('invitations-out'), outgoing.map(r => invitationRow(r, false)), 'You have not invited anyone.');
  } catch (e) {
    say(explain(e));
  }
  const [active, ended] = await Promise.all([games('active', 50), games('ended', 10)]);
  if (active === null) {
    fill($('my-games'), [], 'The game list is not available on this server yet.');
  } else {
    active.sort((a, b) => (b.turn === user) - (a.turn === user));
    fill($('my-games'), active.map(gameRow), 'No games in progress.');
  }
  fill($('finished-games'), (ended || []).map(gameRow), 'No finished games yet.');
}

refresh();
setInterval(refresh, 4000);
