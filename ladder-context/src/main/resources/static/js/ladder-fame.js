// A ladder's hall of fame and its monthly snapshots (GET .../hall-of-fame, GET .../snapshots?month=).
import { get, explain, el } from './api.js';

const ladderId = document.body.dataset.ladderId;
const base = '/api/ladders/' + encodeURIComponent(ladderId);
const $ = id => document.getElementById(id);

function player(id) {
  return el('a', { href: '/players/' + encodeURIComponent(id), text: id });
}

function empty(columns, text) {
  return [el('tr', {}, el('td', { colspan: String(columns), text }))];
}

async function fame() {
  try {
    const h = await get(base + '/hall-of-fame');
    $('fame-holders').querySelector('tbody').replaceChildren(...(h.holders.length ? h.holders.map(x =>
      el('tr', { 'data-user-id': x.userId }, el('td', {}, player(x.userId)), el('td', { text: String(x.monthsFirst) }),
        el('td', { text: String(x.monthsInTop) }), el('td', { text: String(x.bestRung) })))
      : empty(4, 'No month of this ladder is over yet.')));
    $('fame-months').querySelector('tbody').replaceChildren(...(h.months.length ? h.months.map(m =>
      el('tr', { 'data-month': m.month }, el('td', { text: m.month }),
        ...[0, 1, 2].map(i => el('td', {}, m.rungs[i] ? player(m.rungs[i].userId) : '—'))))
      : empty(4, 'No month yet.')));
    if (h.months.length) $('snapshot-month').value = h.months[0].month;
  } catch (e) {
    $('fame-message').textContent = explain(e);
  }
}

$('snapshot-form').addEventListener('submit', async event => {
  event.preventDefault();
  $('fame-message').textContent = '';
  try {
    const month = $('snapshot-month').value;
    const s = await get(base + '/snapshots' + (month ? '?month=' + encodeURIComponent(month) : ''));
    $('snapshot-month').value = s.month;
    $('snapshot').querySelector('tbody').replaceChildren(...(s.rungs.length ? s.rungs.map(r =>
      el('tr', { 'data-user-id': r.userId }, el('td', { text: String(r.rung) }), el('td', {}, player(r.userId)),
        el('td', { text: r.rank || '—' }))) : empty(3, 'Nobody was on the ladder at the end of ' + s.month + '.')));
  } catch (e) {
    $('fame-message').textContent = explain(e);
  }
});

fame();
