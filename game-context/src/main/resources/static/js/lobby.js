import { get, post, me, explain, el, when } from './api.js';

const user = me();
const $ = id => document.getElementById(id);

function say(text) {
  $('lobby-message').textContent = text;
}

function fill(list, items, empty) {
  list.replaceChildren(...(items.length ? items : [el('li', { class: 'empty', text: empty })]));
}

function describe(row) {
  const colour = { BLACK: 'inviter plays Black', WHITE: 'inviter plays White', NIGIRI: 'nigiri' }[row.colour] || '';
  const time = row.timeControl === 'NONE' ? 'no clock' : row.timeControl.toLowerCase().replace('_', ' ');
  return `${row.size}×${row.size}, ${row.rules}, ${colour}, ${time}`;
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

function gameRow(g) {
  const players = g.black && g.white ? [g.black, g.white] : g.players || [];
  const opponent = players.find(p => p && p.userId !== user);
  const mine = g.turn === user;
  const label = g.status === 'ENDED' ? (g.result || 'ended') : mine ? 'your move' : g.turn ? g.turn + "'s move" : g.state.toLowerCase();
  return el('li', { class: 'game' + (mine ? ' my-turn' : ''), 'data-game-id': g.gameId },
    el('a', { href: '/games/' + encodeURIComponent(g.gameId), text: 'vs ' + (opponent ? opponent.userId : '?') }),
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
