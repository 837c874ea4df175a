import { el, ApiError } from './api.js';
import { renderSettings, fillSettings, readSettings, lockSettings, showProblem, clearProblems }
  from './tournament-settings.js';

// The tournament page's settings form (PUT /api/tournaments/{id}/settings, the organizer, before round 1) and the
// McMahon start-score preview, which follows the form's bar and floor as they are typed (docs/web.md).
const $ = id => document.getElementById(id);
let ready = null;
let filledFor = null;
let current = null;

function csrf() {
  const token = document.querySelector('meta[name="_csrf"]');
  const header = document.querySelector('meta[name="_csrf_header"]');
  return token && header && token.content ? { [header.content]: token.content } : {};
}

async function putSettings(base, body) {
  const r = await fetch(base + '/settings', { method: 'PUT', credentials: 'same-origin',
    headers: Object.assign({ 'Content-Type': 'application/json', Accept: 'application/json' }, csrf()),
    body: JSON.stringify(body) });
  const answer = await r.json().catch(() => ({}));
  if (!r.ok) throw new ApiError(r.status, answer.code, answer.detail || answer.title);
  return answer;
}

function say(text, info) {
  $('settings-message').textContent = text;
  $('settings-message').classList.toggle('info', !!info);
}

/** Why the settings cannot change now, or null when the viewer may change them. */
function lockReason(t, user) {
  if (t.status === 'RUNNING' || t.status === 'FINISHED') {
    return 'The tournament has started: its settings are fixed from round 1 on, since the pairings and scores '
      + 'already depend on them.';
  }
  if (user !== t.organizerId) return 'Only the organizer changes the settings.';
  return null;
}

export function setUpSettings(base, onSaved) {
  ready = renderSettings($('settings-fields'));
  $('edit-settings').addEventListener('submit', async event => {
    event.preventDefault();
    clearProblems();
    say('');
    try {
      const t = await putSettings(base, readSettings());
      filledFor = null;
      say('The settings are saved.', true);
      await onSaved(t);
    } catch (e) {
      showProblem(e, say);
    }
  });
  $('edit-settings').addEventListener('input', () => previewStartScores());
  $('edit-settings').addEventListener('change', () => previewStartScores());
}

/** Called on each refresh: fills the form once per state (so typing is not overwritten), locks it when needed. */
export async function showSettings(t, user) {
  await ready;
  current = t;
  $('settings-section').hidden = false;
  const reason = lockReason(t, user);
  const key = t.status + '|' + (reason ? 'locked' : 'open');
  if (filledFor !== key) {
    // open at first sight for the organizer who may still change them, folded for everyone else
    if (!filledFor) $('settings-details').open = !reason;
    fillSettings(t);
    lockSettings($('edit-settings'), reason);
    $('save-settings').hidden = !!reason;
    filledFor = key;
  }
  previewStartScores();
}

/** The start score of each registered player from the bar and floor in the form (docs/tournaments.md). */
function previewStartScores() {
  const t = current;
  const mcMahon = t && $('t-format').value === 'MCMAHON';
  // before the start only: from round 1 on the standings show what each player started with
  const started = t.status === 'RUNNING' || t.status === 'FINISHED';
  $('start-scores-section').hidden = !mcMahon || !t.players.length || started;
  if (!mcMahon) return;
  const bar = $('t-bar').value.trim() || '3d';
  const floor = $('t-floor').value.trim() || '15k';
  $('start-scores-rule').textContent = `The rank counted from 30k = 0 (1k = 29, 1d = 30), no higher than the bar `
    + `(${bar}) and no lower than the floor (${floor}).`;
  const players = t.players.filter(p => !p.withdrawn).map(p => ({ p, score: startScore(p.rank, bar, floor) }))
    .sort((a, b) => (b.score ?? -1) - (a.score ?? -1));
  $('start-scores').replaceChildren(...players.map(({ p, score }) => el('tr', { 'data-user': p.userId },
    el('td', { text: p.name }), el('td', { text: p.rank || '' }),
    el('td', { class: 'num start-score', text: score === null ? '?' : String(score) }))));
}

/** The McMahon start score (docs/tournaments.md): the rank counted from 30k = 0, clamped between floor and bar. */
function rankValue(rank) {
  const m = /^\s*(\d+)\s*([kdp])\s*$/i.exec(rank || '');
  if (!m) return null;
  const n = Number(m[1]);
  const kind = m[2].toLowerCase();
  return kind === 'k' ? 30 - n : kind === 'd' ? 29 + n : 38 + n;
}

function startScore(rank, bar, floor) {
  const r = rankValue(rank);
  if (r === null) return null;
  const b = rankValue(bar || '3d');
  const f = rankValue(floor || '15k');
  return Math.max(f, Math.min(b, r));
}
