import { get, post, me, explain, el } from './api.js';

const $ = id => document.getElementById(id);
const id = document.body.dataset.matchId;
const base = '/api/matches/' + encodeURIComponent(id);
const user = me();

function say(text) {
  $('match-message').textContent = text;
}

function render(m) {
  $('m-players').textContent = `${m.inviterUserId} (${m.inviterRank || '?'}) invited ${m.inviteeUserId} (${m.inviteeRank || '?'})`;
  $('m-terms').textContent = `${m.terms.size}×${m.terms.size}, ${m.terms.rules}, komi ${m.terms.komi}`
    + (m.terms.rated ? ', rated' : '');
  $('m-status').textContent = m.status.toLowerCase();
  $('m-status').dataset.status = m.status;
  const winner = m.status === 'DECIDED' ? (m.winnerUserId ? m.winnerUserId + ' wins' : 'level') : '';
  $('m-score').textContent = m.score ? `${m.score} (${m.inviterUserId} first)` + (winner ? ' · ' + winner : '') : '—';
  $('m-answer').hidden = !(user === m.inviteeUserId && m.status === 'PROPOSED');
  if (m.games.length) {
    $('m-games').replaceChildren(...m.games.map(g => el('tr', { 'data-game-id': g.gameId },
      el('td', {}, el('a', { href: '/games/' + encodeURIComponent(g.gameId), class: 'game-link', text: 'Game ' + g.gameNumber })),
      el('td', { text: g.blackUserId }), el('td', { text: g.whiteUserId }),
      el('td', { class: 'result', text: g.result || 'playing' }))));
  }
  $('m-refusals').replaceChildren(...m.refusedRequests.map(r => el('li', { class: 'refused', text: r.code + ': ' + r.message })));
  $('m-refusals').hidden = m.refusedRequests.length === 0;
}

async function refresh() {
  try {
    render(await get(base));
  } catch (e) {
    say(explain(e));
  }
}

async function answer(verb) {
  try {
    render(await post(base + '/' + verb));
  } catch (e) {
    say(explain(e));
  }
}

$('m-accept').addEventListener('click', () => answer('accept'));
$('m-decline').addEventListener('click', () => answer('decline'));
refresh();
setInterval(refresh, 3000);
