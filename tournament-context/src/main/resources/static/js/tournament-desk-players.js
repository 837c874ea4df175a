import { post, request, el, ApiError } from './api.js';

/*
 * The director's desk, players (issue 17; docs/web.md, "The director's desk"). Shown to the organizer only.
 *
 * Stable hooks for browser tests:
 * - #desk-section: the desk (hidden unless the viewer is the organizer).
 * - Add form #desk-add-form: #desk-add-kind (account | guest), #desk-add-user (the account name), #desk-add-name,
 *   #desk-add-rank, #desk-add-country, #desk-add-club, #desk-add-submit; its answer in #desk-add-message.
 *   An account goes to POST /registrations (a late entry once running), a guest to POST /guests.
 * - #desk-rounds: the rounds the row buttons "absent" / "present" apply to ("2" or "2,3" or "2-4"; empty: the next
 *   round to be paired).
 * - Players table rows (#players tr[data-user]) get a cell td.desk with buttons
 *   button[data-desk-action=ACTION][data-player=USERID], ACTION one of remove (before the start), withdraw (after
 *   it), absent, present (Swiss and McMahon, while running), edit (before round 1); a refusal or confirmation for
 *   that row in span.desk-row-message[data-player=USERID] in the same cell (kept across the page's redraws).
 * - Edit form #desk-edit-form (shown by an "edit" button): #desk-edit-player, #desk-edit-rank, #desk-edit-country,
 *   #desk-edit-club, #desk-edit-submit, #desk-edit-cancel, answer in #desk-edit-message.
 * Refusals read "CODE: detail" (the problem+json code and detail). The forms are static markup: the page's polling
 * redraws only the tables, never what the organizer is typing.
 */

const $ = id => document.getElementById(id);
const rowMessages = {}; // userId -> {text, info}: the row cells are redrawn every few seconds, their answers stay
let state = { base: null, refresh: null, tournament: null };

/** "CODE: detail" for a refusal, the error's text otherwise. */
export function refusal(e) {
  return e instanceof ApiError ? (e.code ? e.code + ': ' : '') + e.message : 'Something went wrong: ' + e.message;
}

export function tell(element, text, info) {
  element.textContent = text;
  element.classList.toggle('info', !!info);
}

/** "2", "2,3", "2-4" -> [2, 3, 4]; empty -> the next round to be paired. */
export function parseRounds(text, next) {
  const rounds = [];
  for (const part of (text || '').split(',').map(p => p.trim()).filter(p => p)) {
    const m = /^(\d+)(?:\s*-\s*(\d+))?$/.exec(part);
    if (!m) return null;
    for (let r = Number(m[1]); r <= Number(m[2] || m[1]); r++) rounds.push(r);
  }
  return rounds.length ? rounds : [next];
}

function nameOf(userId) {
  const p = state.tournament && state.tournament.players.find(x => x.userId === userId);
  return p && p.name ? p.name : userId;
}

async function rowAction(action, userId) {
  const t = state.tournament;
  const path = state.base;
  const who = nameOf(userId);
  try {
    if (action === 'remove' || action === 'withdraw') {
      await request('DELETE', path + '/registrations/' + encodeURIComponent(userId));
      rowMessages[userId] = { text: action === 'remove' ? who + ' removed.' : who + ' withdrawn.', info: true };
    } else if (action === 'absent' || action === 'present') {
      const rounds = parseRounds($('desk-rounds').value, t.roundsPaired + 1);
      if (!rounds) {
        rowMessages[userId] = { text: 'Rounds: numbers such as 2 or 2,3 or 2-4.' };
        draw();
        return;
      }
      await request('PUT', path + '/absences/' + encodeURIComponent(userId), { rounds, absent: action === 'absent' });
      rowMessages[userId] = { text: `${who} ${action} in round ${rounds.join(', ')}.`, info: true };
    } else if (action === 'edit') {
      const p = t.players.find(x => x.userId === userId);
      const form = $('desk-edit-form');
      form.dataset.player = userId;
      $('desk-edit-player').textContent = p.name;
      $('desk-edit-rank').value = p.rank || '';
      $('desk-edit-country').value = p.country || '';
      $('desk-edit-club').value = p.club || '';
      tell($('desk-edit-message'), '');
      form.hidden = false;
      $('desk-edit-rank').focus();
      return;
    }
  } catch (e) {
    rowMessages[userId] = { text: refusal(e) };
  }
  await state.refresh();
}

function buttons(t, p) {
  const before = t.status === 'DRAFT' || t.status === 'REGISTRATION_OPEN';
  const running = t.status === 'RUNNING';
  const absences = t.settings.format === 'SWISS' || t.settings.format === 'MCMAHON';
  const list = [];
  if (before) list.push(['remove', 'Remove'], ['edit', 'Edit']);
  if (running && !p.withdrawn) list.push(['withdraw', 'Withdraw']);
  if (running && absences && !p.withdrawn) list.push(['absent', 'Absent'], ['present', 'Present']);
  return list.map(([action, label]) => el('button', { type: 'button', 'data-desk-action': action,
    'data-player': p.userId, text: label, title: label + ' ' + p.name }));
}

function draw() {
  const t = state.tournament;
  const organizer = state.organizer;
  const head = document.querySelector('table.players thead tr');
  let th = $('desk-players-head');
  if (!th && head) {
    th = el('th', { scope: 'col', id: 'desk-players-head', text: 'Desk' });
    head.append(th);
  }
  if (th) th.hidden = !organizer || t.status === 'FINISHED';
  if (!organizer || t.status === 'FINISHED') return;
  for (const row of document.querySelectorAll('#players tr[data-user]')) {
    const userId = row.dataset.user;
    const p = t.players.find(x => x.userId === userId);
    if (!p) continue;
    const m = rowMessages[userId];
    const cell = row.querySelector('td.desk') || row.appendChild(el('td', { class: 'desk' }));
    cell.replaceChildren(...buttons(t, p), el('span', { class: 'desk-row-message message' + (m && m.info ? ' info' : ''),
      'data-player': userId, role: 'status', text: m ? m.text : '' }));
  }
}

/** Called after every redraw of the players table. */
export function deskPlayers(tournament, organizer) {
  state.tournament = tournament;
  state.organizer = organizer;
  $('desk-section').hidden = !organizer;
  $('desk-add-form').hidden = tournament.status === 'FINISHED';
  $('desk-rounds-form').hidden = tournament.status !== 'RUNNING';
  if (tournament.status === 'RUNNING' || tournament.status === 'FINISHED') $('desk-edit-form').hidden = true;
  draw();
}

async function add(event) {
  event.preventDefault();
  const guest = $('desk-add-kind').value === 'guest';
  const value = id => $(id).value.trim() || null;
  const body = { name: value('desk-add-name'), rank: value('desk-add-rank'), country: value('desk-add-country'),
    club: value('desk-add-club') };
  const who = guest ? body.name : value('desk-add-user');
  try {
    if (guest) {
      await post(state.base + '/guests', body);
    } else {
      if (!who) throw new ApiError(400, 'INVALID_COMMAND', 'name the account to enter');
      await post(state.base + '/registrations', Object.assign({ userId: who }, body));
    }
    for (const id of ['desk-add-user', 'desk-add-name', 'desk-add-rank', 'desk-add-country', 'desk-add-club']) {
      $(id).value = '';
    }
    tell($('desk-add-message'), (who || 'The player') + ' entered.', true);
    await state.refresh();
  } catch (e) {
    tell($('desk-add-message'), refusal(e));
  }
}

async function edit(event) {
  event.preventDefault();
  const form = $('desk-edit-form');
  const userId = form.dataset.player;
  const body = { rank: $('desk-edit-rank').value.trim() || null, country: $('desk-edit-country').value.trim(),
    club: $('desk-edit-club').value.trim() };
  try {
    await request('PATCH', state.base + '/players/' + encodeURIComponent(userId), body);
    tell($('desk-edit-message'), nameOf(userId) + ' saved.', true);
    await state.refresh();
  } catch (e) {
    tell($('desk-edit-message'), refusal(e));
  }
}

export function setUpDeskPlayers(base, refresh) {
  state.base = base;
  state.refresh = refresh;
  const kind = () => { $('desk-add-user-label').hidden = $('desk-add-kind').value === 'guest'; };
  $('desk-add-kind').addEventListener('change', kind);
  kind();
  $('desk-add-form').addEventListener('submit', add);
  $('desk-rounds-form').addEventListener('submit', e => e.preventDefault());
  $('desk-edit-form').addEventListener('submit', edit);
  $('desk-edit-cancel').addEventListener('click', () => { $('desk-edit-form').hidden = true; });
  // one listener for the row buttons: the rows are redrawn, the table stays
  $('players').addEventListener('click', e => {
    const b = e.target.closest('button[data-desk-action]');
    if (b) rowAction(b.dataset.deskAction, b.dataset.player);
  });
}
