// The organizer's page of a ladder: every setting, pause/resume, archive. Refusals are shown next to the control
// that caused them, with their problem+json code.
import { get, post, request, me, myRoles } from './api.js';
import { settingsFields, readSettings, lockSettings, problemText } from './ladder-settings.js';

const ladderId = document.body.dataset.ladderId;
const base = '/api/ladders/' + encodeURIComponent(ladderId);
const $ = id => document.getElementById(id);
const STATUS = { ACTIVE: 'active', PAUSED: 'paused: no new challenges', ARCHIVED: 'archived: read-only' };

function show(ladder) {
  $('manage-name').textContent = ladder.name;
  document.title = 'Manage ' + ladder.name + ' - OpenKifu';
  $('manage-organizer').textContent = ladder.createdBy;
  $('manage-status').textContent = STATUS[ladder.status] || ladder.status;
  $('manage-status').dataset.status = ladder.status;
  settingsFields($('settings-fields'), ladder.settings);
  const manager = me() === ladder.createdBy || myRoles().includes('admin');
  // the server decides anyway; the page only spares a visitor controls that would be refused
  document.querySelectorAll('.manage-control').forEach(c => { c.hidden = !manager; });
  $('manage-readonly').hidden = manager;
  lockSettings($('settings-fields'), !manager || ladder.status === 'ARCHIVED');
  $('pause').hidden = ladder.status === 'PAUSED';
  $('resume').hidden = ladder.status !== 'PAUSED';
}

async function act(problem, action) {
  ['settings-problem', 'pause-problem', 'archive-problem', 'settings-saved'].forEach(id => { $(id).textContent = ''; });
  try {
    const ladder = await action();
    show(ladder);
    return true;
  } catch (e) {
    $(problem).textContent = problemText(e);
    return false;
  }
}

$('settings-form').addEventListener('submit', async event => {
  event.preventDefault();
  if (await act('settings-problem', () => request('PUT', base + '/settings', readSettings($('settings-fields'))))) {
    $('settings-saved').textContent = 'Saved.';
  }
});
$('pause').addEventListener('click', () => act('pause-problem', () => post(base + '/pause')));
$('resume').addEventListener('click', () => act('pause-problem', () => post(base + '/resume')));
$('archive').addEventListener('click', () => {
  if (window.confirm('Archive this ladder for good? It becomes read-only and its open challenges are cancelled.')) {
    act('archive-problem', () => post(base + '/archive'));
  }
});

get(base).then(show).catch(e => { $('settings-problem').textContent = problemText(e); });
