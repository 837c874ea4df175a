import { get, getPage, moreButton, post, explain, el } from './api.js';

const $ = id => document.getElementById(id);
const FORMATS = { SWISS: 'Swiss', MCMAHON: 'McMahon', ROUND_ROBIN: 'Round robin', SINGLE_ELIMINATION: 'Single elimination',
  DOUBLE_ELIMINATION: 'Double elimination' };
const STATUS = { DRAFT: 'draft', REGISTRATION_OPEN: 'registration open', RUNNING: 'running', FINISHED: 'finished' };

function say(text) {
  $('tournaments-message').textContent = text;
}

function row(t) {
  const round = t.roundsPaired ? `${t.roundsPaired} of ${t.plannedRounds}` : '—';
  return el('tr', { 'data-tournament-id': t.tournamentId },
    el('td', {}, el('a', { href: '/tournaments/' + encodeURIComponent(t.tournamentId), text: t.name })),
    el('td', { text: FORMATS[t.settings.format] || t.settings.format }),
    el('td', { class: 'status', text: STATUS[t.status] || t.status }),
    el('td', { text: String(t.players.filter(p => !p.withdrawn).length) }),
    el('td', { text: round }),
    el('td', { text: t.organizerId }));
}

let extended = false; // a "More" page is shown: the periodic refresh would take it away

/** The first page (cursor null) replaces the rows; a later one ("More") is appended. */
async function refresh(cursor = null) {
  try {
    const page = await getPage('/api/tournaments', cursor);
    const rows = page.items.map(row);
    extended = cursor !== null;
    if (cursor) {
      $('tournament-rows').append(...rows);
    } else {
      $('tournament-rows').replaceChildren(...(rows.length ? rows
        : [el('tr', {}, el('td', { colspan: '6', class: 'small', text: 'No tournaments yet.' }))]));
    }
    moreButton($('tournament-rows').closest('table'), page.next, refresh);
  } catch (e) {
    say(explain(e));
  }
}

const form = $('create-tournament');
if (form) {
  form.addEventListener('submit', async event => {
    event.preventDefault();
    const format = $('t-format').value;
    const body = {
      name: $('t-name').value, location: $('t-location').value, format,
      boardSize: Number($('t-size').value), rules: $('t-rules').value, komi: Number($('t-komi').value),
      twoGameMatches: $('t-two-games').checked, autoStartRounds: $('t-auto').checked,
    };
    if (format === 'SWISS' || format === 'MCMAHON') body.rounds = Number($('t-rounds').value);
    try {
      const created = await post('/api/tournaments', body);
      window.location.assign('/tournaments/' + encodeURIComponent(created.tournamentId));
    } catch (e) {
      say(explain(e));
    }
  });
}

refresh();
setInterval(() => { if (!extended) refresh(); }, 5000);
