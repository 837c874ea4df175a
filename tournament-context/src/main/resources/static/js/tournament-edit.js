import { el, request } from './api.js';
import { renderSettings, fillSettings, readSettings, lockSettings, showProblem, clearProblems }
  from './tournament-settings.js';

// The tournament page's settings form (PUT /api/tournaments/{id}/settings, the organizer, before round 1) and the
// McMahon start-score preview, which follows the form's bar and floor as they are typed (docs/web.md).
// The page polls every few seconds: the form is filled from the server only when the viewer has not edited it since
// (or when it becomes read-only), so a poll never overwrites what the organizer is typing.
const $ = id => document.getElementById(id);
let ready = null;
let filledFor = null;
let current = null;
let viewer = null;
let edited = false;

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
      const t = await request('PUT', base + '/settings', readSettings());
      // the answer is the tournament as saved: the form shows it at once, before any poll
      fill(t, lockReason(t, viewer));
      say('The settings are saved.', true);
      await onSaved(t);
    } catch (e) {
      showProblem(e, say);
    }
  });
  const touched = () => {
    edited = true;
    previewStartScores();
  };
  $('edit-settings').addEventListener('input', touched);
  $('edit-settings').addEventListener('change', touched);
  // the tie-breakers' up / down / remove buttons change the form without an input event
  $('settings-fields').addEventListener('click', e => {
    if (e.target.closest('ol.breakers button')) edited = true;
  });
}

function fill(t, reason) {
  fillSettings(t);
  lockSettings($('edit-settings'), reason);
  $('save-settings').hidden = !!reason;
  filledFor = t.status + '|' + (reason ? 'locked' : 'open');
  edited = false;
}

/**
 * Called on each refresh: fills the form once per state and never over the organizer's unsaved edits while the form
 * stays open; a form that becomes read-only (the tournament started) shows the settings that count.
 */
export async function showSettings(t, user) {
  await ready;
  current = t;
  viewer = user;
  $('settings-section').hidden = false;
  const reason = lockReason(t, user);
  const key = t.status + '|' + (reason ? 'locked' : 'open');
  if (filledFor !== key) {
    // open at first sight for the organizer who may still change them, folded for everyone else
    if (!filledFor) $('settings-details').open = !reason;
    if (reason || !edited) {
      fill(t, reason);
    } else {
      filledFor = key; // the organizer's edits stay; saving them sends them
    }
  }
  previewStartScores();
}

/** The start score of each registered player from the bar and floor in the form (docs/tournaments.md). */
function previewStartScores() {
  const t = current;
  if (!t) return;
  const mcMahon = $('t-format').value === 'MCMAHON';
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
