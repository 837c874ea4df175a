import { post, el } from './api.js';
import { refusal, tell } from './tournament-desk-players.js';

/*
 * The director's desk, results and the tournament's course (issue 17; docs/web.md, "The director's desk").
 * Shown to the organizer only.
 *
 * Stable hooks for browser tests:
 * - Each board row of a published round (#rounds section.round[data-round] tr[data-board]) gets a cell td.desk with
 *   button[data-desk-action=result][data-round=N][data-board=M]: it chooses that board in the result form.
 * - Result form #desk-result-form: #desk-result-round, #desk-result-board, #desk-result-game (1 unless the board
 *   plays several), #desk-result-kind (BLACK_WINS, WHITE_WINS, JIGO, BOTH_LOSE, BLACK_WINS_BY_DEFAULT = 1-0!,
 *   WHITE_WINS_BY_DEFAULT = 0-1!), #desk-result-reason (required by the API), #desk-result-submit; the board chosen
 *   is named in #desk-result-board-label; the answer ("CODE: detail" when refused) in #desk-result-message.
 * - In #organizer-actions: #desk-pause (with the optional #desk-pause-reason), #desk-resume, #desk-finish-early;
 *   their answer in #desk-actions-message.
 * The form is static markup: the page's polling redraws the rounds, never what the organizer is typing.
 */

const $ = id => document.getElementById(id);
let state = { base: null, refresh: null, tournament: null, rounds: [], names: {} };

function boardLabel() {
  const round = state.rounds.find(r => r.round === Number($('desk-result-round').value));
  const board = round && round.boards.find(b => b.number === Number($('desk-result-board').value));
  const name = u => state.names[u] || u;
  $('desk-result-board-label').textContent = board
    ? `(round ${round.round}, board ${board.number}: ${name(board.blackUserId)} Black, ${name(board.whiteUserId)} White)`
    : '';
}

/** Called after every redraw of the rounds. */
export function deskRounds(tournament, rounds, names, organizer) {
  state.tournament = tournament;
  state.rounds = rounds;
  state.names = names;
  const started = tournament.status === 'RUNNING' || tournament.status === 'FINISHED';
  $('desk-result-form').hidden = !organizer || !started || rounds.length === 0;
  if (!organizer) return;
  for (const section of document.querySelectorAll('#rounds section.round[data-round]')) {
    const round = section.dataset.round;
    const head = section.querySelector('thead tr');
    if (head && !head.querySelector('th.desk')) head.append(el('th', { scope: 'col', class: 'desk', text: 'Desk' }));
    for (const row of section.querySelectorAll('tr[data-board]')) {
      if (row.querySelector('td.desk')) continue;
      row.append(el('td', { class: 'desk' }, el('button', { type: 'button', 'data-desk-action': 'result',
        'data-round': round, 'data-board': row.dataset.board, text: 'Result…',
        title: `Enter or correct the result of round ${round}, board ${row.dataset.board}` })));
    }
  }
  boardLabel();
}

/** The buttons in #organizer-actions; called right after the page's own (no await between: no flicker). */
export function deskActions(t, organizer) {
  const running = t.status === 'RUNNING';
  $('desk-paused').hidden = !t.paused || !running; // for everybody: why no round starts
  const knockOut = t.settings.format.endsWith('ELIMINATION');
  $('desk-pause').hidden = !organizer || !running || t.paused;
  $('desk-pause-reason-label').hidden = $('desk-pause').hidden;
  $('desk-resume').hidden = !organizer || !running || !t.paused;
  const early = organizer && running && !knockOut && t.roundsPaired < t.plannedRounds;
  $('desk-finish-early').hidden = !early;
  if (early) $('finish-tournament').hidden = true; // the same command: one button for it
}

async function act(path, body, done) {
  try {
    await post(state.base + path, body);
    tell($('desk-actions-message'), done, true);
    await state.refresh();
  } catch (e) {
    tell($('desk-actions-message'), refusal(e));
  }
}

async function enter(event) {
  event.preventDefault();
  const round = Number($('desk-result-round').value);
  const board = Number($('desk-result-board').value);
  const body = { game: Number($('desk-result-game').value) || 1, result: $('desk-result-kind').value,
    reason: $('desk-result-reason').value.trim() || null };
  try {
    await post(`${state.base}/rounds/${round}/boards/${board}/result`, body);
    tell($('desk-result-message'), `Round ${round}, board ${board}: ${$('desk-result-kind').selectedOptions[0].text}.`,
      true);
    $('desk-result-reason').value = '';
    await state.refresh();
  } catch (e) {
    tell($('desk-result-message'), refusal(e));
  }
}

export function setUpDeskResults(base, refresh) {
  state.base = base;
  state.refresh = refresh;
  $('desk-result-form').addEventListener('submit', enter);
  for (const id of ['desk-result-round', 'desk-result-board']) $(id).addEventListener('input', boardLabel);
  $('rounds').addEventListener('click', e => {
    const b = e.target.closest('button[data-desk-action="result"]');
    if (!b) return;
    $('desk-result-round').value = b.dataset.round;
    $('desk-result-board').value = b.dataset.board;
    $('desk-result-game').value = '1';
    tell($('desk-result-message'), '');
    boardLabel();
    $('desk-result-kind').focus();
  });
  $('desk-pause').addEventListener('click', () => {
    const reason = $('desk-pause-reason').value.trim();
    act('/pause', reason ? { reason } : {}, 'The tournament is paused: no round starts until it resumes.');
  });
  $('desk-resume').addEventListener('click', () => act('/resume', null, 'The tournament has resumed.'));
  $('desk-finish-early').addEventListener('click', () => act('/finish', null, 'The tournament is finished.'));
}
