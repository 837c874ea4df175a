import { get, post, me, explain, el } from './api.js';

const $ = id => document.getElementById(id);
const user = me();

function say(text) {
  $('matches-message').textContent = text;
}

function row(m) {
  const incoming = m.inviteeUserId === user;
  const other = incoming ? m.inviterUserId : m.inviteeUserId;
  const li = el('li', { class: 'match ' + m.status.toLowerCase(), 'data-match-id': m.matchId },
    el('a', { href: '/matches/' + encodeURIComponent(m.matchId), text: (incoming ? 'From ' : 'With ') + other }),
    el('span', { class: 'what', text: `${m.terms.size}×${m.terms.size}, ${m.terms.rules}, komi ${m.terms.komi}` }),
    el('span', { class: 'state', text: m.status.toLowerCase() + (m.score ? ' · ' + m.score : '') }));
  if (incoming && m.status === 'PROPOSED') {
    li.append(el('span', { class: 'row-actions' },
      el('button', { type: 'button', class: 'accept', text: 'Accept', onclick: () => answer(m.matchId, 'accept') }),
      el('button', { type: 'button', class: 'decline', text: 'Decline', onclick: () => answer(m.matchId, 'decline') })));
  }
  return li;
}

async function answer(id, verb) {
  try {
    await post('/api/matches/' + encodeURIComponent(id) + '/' + verb);
    if (verb === 'accept') {
      window.location.assign('/matches/' + encodeURIComponent(id));
      return;
    }
    refresh();
  } catch (e) {
    say(explain(e));
  }
}

async function refresh() {
  if (!user) return;
  try {
    const mine = await get('/api/matches?player=' + encodeURIComponent(user));
    $('my-matches').replaceChildren(...(mine.length ? mine.map(row) : [el('li', { class: 'empty', text: 'No matches yet.' })]));
  } catch (e) {
    say(explain(e));
  }
}

const form = $('propose-match');
if (form) {
  form.addEventListener('submit', async event => {
    event.preventDefault();
    try {
      const created = await post('/api/matches', { opponent: $('m-opponent').value.trim(), size: Number($('m-size').value),
        rules: $('m-rules').value, komi: Number($('m-komi').value), rated: $('m-rated').checked });
      window.location.assign('/matches/' + encodeURIComponent(created.matchId));
    } catch (e) {
      say(explain(e));
    }
  });
}

refresh();
setInterval(refresh, 4000);
