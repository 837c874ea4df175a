import { get, getPage, moreButton, post, explain, el } from './api.js';
import { renderSettings, readSettings, showProblem, clearProblems, FORMATS } from './tournament-settings.js';

const $ = id => document.getElementById(id);
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
  renderSettings($('settings-fields'));
  form.addEventListener('submit', async event => {
    event.preventDefault();
    clearProblems();
    say('');
    try {
      const created = await post('/api/tournaments', readSettings());
      window.location.assign('/tournaments/' + encodeURIComponent(created.tournamentId));
    } catch (e) {
      showProblem(e, say);
    }
  });
}

refresh();
setInterval(() => { if (!extended) refresh(); }, 5000);
