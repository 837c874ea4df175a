import { get, getPage, moreButton, post, explain, el } from './api.js';
import { clockOf, describeClock } from './ladder-common.js';
import { settingsFields, readSettings, problemText } from './ladder-settings.js';

const $ = id => document.getElementById(id);

/** The first page (cursor null) replaces the rows; a later one ("More") is appended. */
async function load(cursor = null) {
  try {
    const page = await getPage('/api/ladders', cursor);
    const ladders = page.items;
    const body = $('ladders').querySelector('tbody');
    moreButton($('ladders'), page.next, load);
    (cursor ? body.append.bind(body) : body.replaceChildren.bind(body))(...(ladders.length || cursor ? ladders.map(l => el('tr', { 'data-ladder-id': l.ladderId },
      el('td', {}, el('a', { class: 'ladder-link', href: '/ladders/' + encodeURIComponent(l.ladderId), text: l.name })),
      el('td', { text: `${l.size}×${l.size}` }),
      el('td', { text: l.preset }),
      el('td', { text: describeClock(l.timeControl) }),
      el('td', { text: l.rated ? 'yes' : 'no' }),
      el('td', { class: 'players', text: String(l.players) })))
      : [el('tr', {}, el('td', { colspan: '6', text: 'No ladders yet.' }))]));
  } catch (e) {
    $('ladders-message').textContent = explain(e);
  }
}

// the form is on the page only for organizers and administrators (the template asks the account's current roles)
// the settings start at the defaults the server announces (GET /api/ladder-settings/defaults), so the form never guesses them
if ($('create-ladder')) {
  get('/api/ladder-settings/defaults').then(d => settingsFields($('settings-fields'), d))
    .catch(() => settingsFields($('settings-fields')));
}
$('create-ladder')?.addEventListener('submit', async event => {
  event.preventDefault();
  $('create-problem').textContent = '';
  try {
    const created = await post('/api/ladders', {
      name: $('ladder-name').value, size: Number($('ladder-size').value), preset: $('ladder-preset').value,
      timeControl: clockOf($('ladder-clock').value), rated: $('ladder-rated').checked,
      settings: readSettings($('settings-fields')) });
    // the organizer's page next: the settings can be checked and changed there
    window.location.assign('/ladders/' + encodeURIComponent(created.ladderId) + '/manage');
  } catch (e) {
    $('create-problem').textContent = problemText(e);
  }
});

load();
