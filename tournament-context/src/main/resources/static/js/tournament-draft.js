import { get, post, request, me, el, ApiError } from './api.js';

// The organizer's draft round on the tournament page (docs/web.md, "Draft rounds on the page";
// API: /api/tournaments/{id}/rounds/{n}/draft, docs/tournaments.md "Draft rounds"). Only the organizer sees it.
//
// Stable element ids (tests and docs rely on them):
//   #draft-pair                      "Pair round N as a draft" (organizer actions; next round, no draft yet)
//   #draft-section, #draft-h         the draft of round N (data-round=N on the section)
//   #draft-boards                    tbody; a row #draft-board-{b} (data-board=b) per board, with
//     #draft-black-{b}, #draft-white-{b} (data-user), #draft-handicap-{b} (number input),
//     #draft-handicap-set-{b}, #draft-swap-{b}, #draft-unpair-{b} (buttons), #draft-board-{b}-error
//   #draft-bye (data-user of the holder, '' when nobody), #draft-bye-select, #draft-bye-give
//   #draft-unpaired (li[data-user] per unpaired player), #draft-absent (li[data-user] per absent player)
//   #draft-hand-black, #draft-hand-white (selects of unpaired players), #draft-hand-handicap (blank: the policy),
//     #draft-pair-board
//   #draft-pair-rest, #draft-discard, #draft-publish
// Each control's refusal is shown as "CODE: detail" in #<control id>-error next to it (a board's in
// #draft-board-{b}-error); a successful edit clears the refusals.
// The page polls every 3 s; the draft is redrawn only when it changed, and then what the organizer has typed or chosen
// but not yet sent (marked data-edited) is put back, so a poll never wipes an edit in progress.

const $ = id => document.getElementById(id);
const tournamentId = document.body.dataset.tournamentId;
const base = '/api/tournaments/' + encodeURIComponent(tournamentId);
const user = me();
let shown = null;      // the JSON of the drawn draft: redraw only when it changes
let round = null;      // the round a draft exists for, or null
let busy = false;
let edits = 0;         // a poll that started before an edit's answer must not draw over it

const label = p => p.name ? `${p.name} (${p.rank})` : p.userId;

function problem(errorId, e) {
  const box = $(errorId);
  if (!box) return;
  box.textContent = e instanceof ApiError ? `${e.code || 'HTTP_' + e.status}: ${e.message}` : 'ERROR: ' + e.message;
  box.hidden = false;
}

function clearProblems() {
  document.querySelectorAll('.draft-error').forEach(b => { b.textContent = ''; b.hidden = true; });
}

function errorBox(id) {
  return el('span', { id, class: 'message draft-error', role: 'status', hidden: true });
}

/** Sends one edit; the answer (the draft as it now stands) is drawn at once, a refusal shown next to the control. */
async function edit(errorId, send, resetIds = []) {
  if (busy) return;
  busy = true;
  edits++;
  try {
    const answer = await send();
    clearProblems();
    resetIds.forEach(id => { const x = $(id); if (x) delete x.dataset.edited; });
    if (answer && answer.draft) draw(answer);
    else await refresh(true);
  } catch (e) {
    problem(errorId, e);
  } finally {
    busy = false;
  }
}

const draftPath = n => `${base}/rounds/${n}/draft`;

function options(select, players, blank) {
  select.replaceChildren(el('option', { value: '', text: blank }),
    ...players.map(p => el('option', { value: p.userId, text: label(p) })));
}

function boardRow(n, b) {
  const errorId = `draft-board-${b.board}-error`;
  const handicap = el('input', { id: `draft-handicap-${b.board}`, type: 'number', min: '0', max: '9', step: '1',
    value: String(b.handicap), 'aria-label': `handicap of board ${b.board}`, class: 'draft-handicap' });
  const button = (id, text, send) => el('button', { type: 'button', id, text,
    onclick: () => edit(errorId, send, [handicap.id]) });
  return el('tr', { id: `draft-board-${b.board}`, 'data-board': String(b.board), 'data-handicap': String(b.handicap) },
    el('td', { class: 'num', text: String(b.board) }),
    el('td', { id: `draft-black-${b.board}`, class: 'black', 'data-user': b.black.userId, text: label(b.black) }),
    el('td', { id: `draft-white-${b.board}`, class: 'white', 'data-user': b.white.userId, text: label(b.white) }),
    el('td', { class: 'num' }, handicap, el('span', { class: 'small', text: ` komi ${b.komi}` })),
    el('td', { class: 'draft-board-actions' },
      button(`draft-handicap-set-${b.board}`, 'Set handicap', () => request('PUT',
        `${draftPath(n)}/boards/${b.board}/handicap`, { handicap: handicap.value === '' ? null : Number(handicap.value) })),
      button(`draft-swap-${b.board}`, 'Swap colours', () => post(`${draftPath(n)}/boards/${b.board}/swap-colours`, null)),
      button(`draft-unpair-${b.board}`, 'Unpair', () => request('DELETE', `${draftPath(n)}/boards/${b.board}`)),
      errorBox(errorId)));
}

/** Draws the draft when it changed, putting back what the organizer is editing and the refusals shown. */
function draw(d) {
  $('draft-section').hidden = false;
  $('draft-pair').hidden = true;
  const json = JSON.stringify(d);
  if (json === shown) return;
  const kept = {};
  document.querySelectorAll('#draft-section [data-edited]').forEach(x => { kept[x.id] = x.value; });
  const focused = document.activeElement && document.activeElement.closest('#draft-section')
    ? document.activeElement.id : null;
  const errors = {};
  document.querySelectorAll('#draft-section .draft-error').forEach(x => { if (!x.hidden) errors[x.id] = x.textContent; });
  shown = json;
  round = d.round;
  document.body.dataset.draftRound = String(d.round);
  const section = $('draft-section');
  section.dataset.round = String(d.round);
  $('draft-h').textContent = `Draft of round ${d.round}`;
  $('draft-boards').replaceChildren(...(d.boards.length ? d.boards.map(b => boardRow(d.round, b))
    : [el('tr', {}, el('td', { colspan: '5', class: 'small', text: 'No board is paired yet.' }))]));
  const bye = d.byes[0];
  $('draft-bye').dataset.user = bye ? bye.userId : '';
  $('draft-bye').textContent = bye ? label(bye) : 'nobody';
  const list = (target, players, none) => $(target).replaceChildren(...(players.length
    ? players.map(p => el('li', { 'data-user': p.userId, text: label(p) })) : [el('li', { class: 'small', text: none })]));
  list('draft-unpaired', d.unpaired, 'Everybody is paired.');
  list('draft-absent', d.absent, 'Nobody.');
  options($('draft-bye-select'), d.unpaired, 'an unpaired player…');
  options($('draft-hand-black'), d.unpaired, 'Black…');
  options($('draft-hand-white'), d.unpaired, 'White…');
  for (const [id, value] of Object.entries(kept)) {
    const x = $(id);
    if (!x || (x.tagName === 'SELECT' && ![...x.options].some(o => o.value === value))) continue;
    x.value = value;
    x.dataset.edited = '';
  }
  for (const [id, text] of Object.entries(errors)) {
    if ($(id)) { $(id).textContent = text; $(id).hidden = false; }
  }
  if (focused && $(focused)) $(focused).focus();
}

function hide() {
  shown = null;
  round = null;
  delete document.body.dataset.draftRound;
  $('draft-section').hidden = true;
}

/** Reads the draft of the next round; {@code own}: called by an edit, which holds {@code busy}. */
async function refresh(own) {
  if (!user) return;
  const before = edits;
  try {
    const t = await get(base);
    const organizer = t.organizerId === user;
    // plannedRounds is 0 until the start fixes it; before, round 1 is next
    const drafting = organizer && (t.settings.format === 'SWISS' || t.settings.format === 'MCMAHON')
      && (t.status === 'REGISTRATION_OPEN' || (t.status === 'RUNNING' && t.roundsPaired < t.plannedRounds));
    const next = t.roundsPaired + 1;
    let d = null;
    if (drafting) {
      try {
        d = await get(draftPath(next));
      } catch (e) {
        if (!(e instanceof ApiError && (e.status === 404 || e.status === 409))) throw e;
      }
    }
    if ((busy && !own) || before !== edits) return;
    const mayPair = drafting && !d && !t.settings.autoStartRounds
      && (t.status === 'REGISTRATION_OPEN' || t.roundFinished);
    $('draft-pair').hidden = !mayPair;
    $('draft-pair').textContent = `Pair round ${next} as a draft`;
    $('draft-pair').dataset.round = String(next);
    if (!d) {
      hide();
      return;
    }
    draw(d);
  } catch (e) {
    problem('draft-pair-error', e);
  }
}

function handBoard() {
  const h = $('draft-hand-handicap').value;
  return { blackUserId: $('draft-hand-black').value || null, whiteUserId: $('draft-hand-white').value || null,
    handicap: h === '' ? null : Number(h) };
}

function setUp() {
  $('draft-section').addEventListener('input', e => { if (e.target.id) e.target.dataset.edited = ''; });
  $('draft-section').addEventListener('change', e => { if (e.target.id) e.target.dataset.edited = ''; });
  $('draft-pair').addEventListener('click', () => edit('draft-pair-error',
    () => post(draftPath(Number($('draft-pair').dataset.round)), { byEngine: true })));
  $('draft-pair-board').addEventListener('click', () => edit('draft-pair-board-error',
    () => post(`${draftPath(round)}/boards`, handBoard()), ['draft-hand-black', 'draft-hand-white', 'draft-hand-handicap']));
  $('draft-bye-give').addEventListener('click', () => edit('draft-bye-give-error',
    () => request('PUT', `${draftPath(round)}/bye`, { userId: $('draft-bye-select').value || null }),
    ['draft-bye-select']));
  $('draft-pair-rest').addEventListener('click', () => edit('draft-pair-rest-error',
    () => post(`${draftPath(round)}/pair-rest`, null)));
  // no confirmation: a discarded draft is paired again with one click
  $('draft-discard').addEventListener('click', () => edit('draft-discard-error',
    async () => { await request('DELETE', draftPath(round)); hide(); return null; }));
  $('draft-publish').addEventListener('click', () => edit('draft-publish-error', async () => {
    await post(`${draftPath(round)}/publish`, null);
    hide();
    return null;
  }));
  refresh(false);
  setInterval(() => refresh(false), 3000);
}

setUp();
