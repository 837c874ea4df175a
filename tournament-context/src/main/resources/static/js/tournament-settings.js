import { get, el, ApiError, explain } from './api.js';

// The settings form shared by the create form (tournament list) and the edit form (tournament page): every field of
// POST /api/tournaments and PUT /api/tournaments/{id}/settings (TournamentBody, docs/api.md). Fields are built here
// so both pages stay the same; ids start with "t-". A left-empty optional field is left out of the body, so the
// server's default applies (docs/tournaments.md).

const $ = id => document.getElementById(id);
export const FORMATS = { SWISS: 'Swiss', MCMAHON: 'McMahon', ROUND_ROBIN: 'Round robin',
  SINGLE_ELIMINATION: 'Single elimination', DOUBLE_ELIMINATION: 'Double elimination' };
const CLOCKS = { NONE: 'Untimed', ABSOLUTE: 'Absolute (sudden death)', JAPANESE_BYOYOMI: 'Japanese byo-yomi',
  CANADIAN: 'Canadian byo-yomi', FISCHER: 'Fischer', CORRESPONDENCE: 'Correspondence (days per move)' };
// which clock fields each kind uses (the domain's TimeControl.validated)
const CLOCK_FIELDS = { NONE: [], ABSOLUTE: ['main'], JAPANESE_BYOYOMI: ['main', 'periods', 'period-seconds'],
  CANADIAN: ['main', 'stones', 'period-minutes'], FISCHER: ['main', 'increment'], CORRESPONDENCE: ['days'] };
const SWISS_BREAKERS = ['NBW', 'SOS', 'SOS_1', 'SOS_2', 'SODOS', 'SOSOS', 'CUSS'];
const MCMAHON_BREAKERS = ['MMS', 'NBW', 'SOS', 'SOS_1', 'SOS_2', 'SODOS', 'SOSOS', 'CUSS',
  'SOSW', 'SOSW_1', 'SOSW_2', 'SODOSW', 'SOSOSW', 'CUSSW'];
const DEFAULT_BREAKERS = { SWISS: ['NBW', 'SOS', 'SOSOS'], MCMAHON: ['MMS', 'SOS', 'SOSOS'],
  ROUND_ROBIN: ['NBW', 'SODOS', 'SOS'] };
const label = c => c.replace(/_/g, '-');

function field(text, input, note) {
  return el('label', { 'data-field': input.id }, text, input, note ? el('span', { class: 'small', text: note }) : null,
    el('span', { class: 'field-error message', id: input.id + '-error', role: 'alert' }));
}
const num = (id, attrs = {}) => el('input', Object.assign({ id, type: 'number' }, attrs));
const text = (id, attrs = {}) => el('input', Object.assign({ id }, attrs));
const check = (id, caption) => el('label', { class: 'check', 'data-field': id }, el('input', { id, type: 'checkbox' }),
  ' ' + caption);
function select(id, options, selected) {
  return el('select', { id }, ...Object.entries(options).map(([v, t]) =>
    el('option', { value: v, text: t, selected: v === selected })));
}
const tri = id => select(id, { '': 'default', true: 'yes', false: 'no' }, '');

/** Builds the fieldsets into container; presets come from the game context (GET /api/rule-presets). */
export async function renderSettings(container) {
  let presets = ['japanese'];
  try {
    presets = await get('/api/rule-presets');
  } catch (e) {
    // the list is a convenience: with the game context unreachable the default preset still works
  }
  container.replaceChildren(
    el('fieldset', { id: 'fs-event' }, el('legend', { text: 'Event' }),
      field('Name', text('t-name', { required: true, maxlength: '100' })),
      field('Location (country, city)', text('t-location', { maxlength: '100', placeholder: 'NL, Leiden' })),
      field('Format', select('t-format', FORMATS, 'SWISS')),
      field('Rounds (Swiss, McMahon)', num('t-rounds', { min: '1', max: '30', value: '5' })),
      field('Maximum players (0: no limit)', num('t-max-players', { min: '0', placeholder: '0' }))),
    el('fieldset', { id: 'fs-game' }, el('legend', { text: 'Games' }),
      field('Board size', select('t-size', { 9: '9', 13: '13', 19: '19' }, '19')),
      field('Rules', select('t-rules', Object.fromEntries(presets.map(p => [p, p])), 'japanese')),
      field('Komi', num('t-komi', { step: '0.5', value: '6.5' })),
      field('Clock', select('t-clock', CLOCKS, 'NONE')),
      field('Main time (minutes)', num('t-clock-main', { min: '0', value: '30' })),
      field('Byo-yomi periods', num('t-clock-periods', { min: '0', value: '5' })),
      field('Seconds per period', num('t-clock-period-seconds', { min: '0', value: '30' })),
      field('Stones per period', num('t-clock-stones', { min: '1', value: '25' })),
      field('Minutes per period', num('t-clock-period-minutes', { min: '1', value: '10' })),
      field('Increment (seconds)', num('t-clock-increment', { min: '1', value: '10' })),
      field('Days per move', num('t-clock-days', { min: '1', value: '3' })),
      check('t-two-games', 'Two-game matches'), check('t-rated', 'Rated'),
      check('t-auto', 'Start each round by itself')),
    el('fieldset', { id: 'fs-handicap' }, el('legend', { text: 'Handicap' }),
      field('Handicap', select('t-handicap', { NONE: 'None (even games)', RANK_DIFFERENCE: 'By rank difference' }, 'NONE')),
      field('Ceiling (most stones)', num('t-hc-ceiling', { min: '0', max: '9', value: '9' })),
      field('Reduction (stones less)', num('t-hc-reduction', { min: '0', value: '0' })),
      field('Komi of handicap games', num('t-hc-komi', { step: '0.5', value: '0.5' }))),
    el('fieldset', { id: 'fs-entry' }, el('legend', { text: 'Who may enter' }),
      field('McMahon bar', text('t-bar', { placeholder: '3d', size: '4' }), 'McMahon: the strongest start group'),
      field('McMahon floor', text('t-floor', { placeholder: '15k', size: '4' })),
      field('Weakest rank', text('t-min-rank', { placeholder: '30k', size: '4' })),
      field('Strongest rank', text('t-max-rank', { placeholder: '9d', size: '4' })),
      field('Lowest rating', num('t-min-rating', { min: '0' })),
      field('Highest rating', num('t-max-rating', { min: '0' }))),
    el('fieldset', { id: 'fs-ranking' }, el('legend', { text: 'Ranking' }),
      el('div', { 'data-field': 't-breakers' }, el('p', { class: 'small', text: 'Tie-breakers, in order (first decides first):' }),
        el('ol', { id: 't-breakers', class: 'breakers' }),
        el('label', {}, 'Add', select('t-breaker-add', {}, '')),
        el('span', { class: 'field-error message', id: 't-breakers-error', role: 'alert' })),
      field('Bye worth (NBW)', num('t-bye-nbw', { step: '0.5', min: '0', max: '1', placeholder: '1' })),
      field('Bye worth (MMS)', num('t-bye-mms', { step: '0.5', min: '0', max: '1', placeholder: '1' })),
      field('Absence worth (NBW)', num('t-abs-nbw', { step: '0.5', min: '0', max: '1', placeholder: '0' })),
      field('Absence worth (MMS)', num('t-abs-mms', { step: '0.5', min: '0', max: '1', placeholder: '0.5' })),
      field('Round the bye and absence points down', select('t-round-down', { true: 'yes', false: 'no' }, 'true')),
      check('t-half-sos', 'SOS counts an opponent\'s unplayed rounds as ½')),
    el('fieldset', { id: 'fs-pairing' }, el('legend', { text: 'Pairing (Swiss, McMahon)' }),
      field('Same country: avoid up to a score gap of', num('t-p-country', { min: '0', placeholder: 'default' })),
      field('Same club: avoid up to a score gap of', num('t-p-club', { min: '0', placeholder: 'default' })),
      field('Players above the bar exempt from avoidance', tri('t-p-above-bar')),
      field('Players with many wins exempt', tri('t-p-many-wins')),
      field('Balance the floats', tri('t-p-floats')),
      field('First rounds seeding', select('t-p-first', SEEDS, '')),
      field('Rounds seeded that way', num('t-p-first-rounds', { min: '0', placeholder: 'default' })),
      field('Later seeding', select('t-p-later', SEEDS, ''))));
  $('t-format').addEventListener('change', () => {
    setBreakers(DEFAULT_BREAKERS[$('t-format').value] || []);
    adapt();
  });
  $('t-clock').addEventListener('change', adapt);
  $('t-handicap').addEventListener('change', adapt);
  $('t-breaker-add').addEventListener('change', () => {
    const v = $('t-breaker-add').value;
    if (v) setBreakers([...breakers(), v]);
  });
  $('t-rated').checked = true;
  setBreakers(DEFAULT_BREAKERS.SWISS);
  adapt();
}

const SEEDS = { '': 'default', SPLIT_AND_FOLD: 'Split and fold', SPLIT_AND_SLIP: 'Split and slip',
  SPLIT_AND_RANDOM: 'Split and random' };

/** Shows only what the chosen format, clock and handicap use. */
function adapt() {
  const format = $('t-format').value;
  const paired = format === 'SWISS' || format === 'MCMAHON';
  const mcMahon = format === 'MCMAHON';
  const used = CLOCK_FIELDS[$('t-clock').value];
  for (const f of ['main', 'periods', 'period-seconds', 'stones', 'period-minutes', 'increment', 'days']) {
    wrapper('t-clock-' + f).hidden = !used.includes(f);
  }
  const byRank = $('t-handicap').value === 'RANK_DIFFERENCE';
  ['t-hc-ceiling', 't-hc-reduction', 't-hc-komi'].forEach(i => { wrapper(i).hidden = !byRank; });
  ['t-bar', 't-floor', 't-bye-mms', 't-abs-mms'].forEach(i => { wrapper(i).hidden = !mcMahon; });
  wrapper('t-rounds').hidden = !paired;
  $('fs-pairing').hidden = !paired;
  $('fs-ranking').hidden = format.endsWith('ELIMINATION');
  const options = (mcMahon ? MCMAHON_BREAKERS : SWISS_BREAKERS).filter(c => !breakers().includes(c));
  $('t-breaker-add').replaceChildren(el('option', { value: '', text: 'a criterion…' }),
    ...options.map(c => el('option', { value: c, text: label(c) })));
}

const wrapper = id => $(id).closest('[data-field]');

function breakers() {
  return [...$('t-breakers').children].map(li => li.dataset.criterion);
}

/** The order as a list with up / down / remove buttons: the keyboard and a phone can both reorder it. */
function setBreakers(list) {
  const items = list.map((c, i) => el('li', { 'data-criterion': c }, el('span', { text: label(c) }),
    el('button', { type: 'button', class: 'small up', 'aria-label': 'move ' + label(c) + ' up', disabled: i === 0,
      text: '↑', onclick: () => setBreakers(move(list, i, i - 1)) }),
    el('button', { type: 'button', class: 'small down', 'aria-label': 'move ' + label(c) + ' down',
      disabled: i === list.length - 1, text: '↓', onclick: () => setBreakers(move(list, i, i + 1)) }),
    el('button', { type: 'button', class: 'small remove', 'aria-label': 'remove ' + label(c), text: '×',
      onclick: () => setBreakers(list.filter((_, j) => j !== i)) })));
  $('t-breakers').replaceChildren(...items);
  if ($('t-breaker-add')) adapt();
}

function move(list, from, to) {
  const copy = [...list];
  const [x] = copy.splice(from, 1);
  copy.splice(to, 0, x);
  return copy;
}

const value = id => $(id).value.trim();
const number = id => (value(id) === '' ? undefined : Number(value(id)));
const textOrNull = id => (value(id) === '' ? undefined : value(id));
const triValue = id => (value(id) === '' ? undefined : value(id) === 'true');

function timeControl() {
  const kind = $('t-clock').value;
  const n = id => Number(value(id) || 0);
  const tc = { kind, mainSeconds: 0, periods: 0, periodSeconds: 0, stonesPerPeriod: 0, incrementSeconds: 0 };
  if (CLOCK_FIELDS[kind].includes('main')) tc.mainSeconds = n('t-clock-main') * 60;
  if (kind === 'JAPANESE_BYOYOMI') Object.assign(tc, { periods: n('t-clock-periods'), periodSeconds: n('t-clock-period-seconds') });
  if (kind === 'CANADIAN') Object.assign(tc, { stonesPerPeriod: n('t-clock-stones'), periodSeconds: n('t-clock-period-minutes') * 60 });
  if (kind === 'FISCHER') tc.incrementSeconds = n('t-clock-increment');
  if (kind === 'CORRESPONDENCE') tc.periodSeconds = n('t-clock-days') * 86400;
  return tc;
}

/** The request body (TournamentBody) the form describes. */
export function readSettings() {
  const format = $('t-format').value;
  const body = {
    name: value('t-name'), location: value('t-location'), format, boardSize: Number($('t-size').value),
    rules: $('t-rules').value, komi: number('t-komi'), timeControl: timeControl(),
    handicap: $('t-handicap').value === 'NONE' ? { kind: 'NONE' } : { kind: 'RANK_DIFFERENCE',
      ceiling: number('t-hc-ceiling'), reduction: number('t-hc-reduction'), komi: number('t-hc-komi') },
    maximumPlayers: number('t-max-players'), minimumRank: textOrNull('t-min-rank'),
    maximumRank: textOrNull('t-max-rank'), minimumRating: number('t-min-rating'),
    maximumRating: number('t-max-rating'), twoGameMatches: $('t-two-games').checked, rated: $('t-rated').checked,
    autoStartRounds: $('t-auto').checked,
  };
  if (format === 'SWISS' || format === 'MCMAHON') {
    body.rounds = number('t-rounds');
    body.pairing = { sameCountryGap: number('t-p-country'), sameClubGap: number('t-p-club'),
      exemptAboveBar: triValue('t-p-above-bar'), exemptManyWins: triValue('t-p-many-wins'),
      floatBalance: triValue('t-p-floats'), firstSeeding: textOrNull('t-p-first'),
      firstSeedingRounds: number('t-p-first-rounds'), laterSeeding: textOrNull('t-p-later') };
  }
  if (format === 'MCMAHON') {
    body.mcMahonBar = textOrNull('t-bar');
    body.mcMahonFloor = textOrNull('t-floor');
  }
  if (!format.endsWith('ELIMINATION')) {
    body.tieBreakers = breakers();
    const mcMahon = format === 'MCMAHON';
    body.scoring = { byeNbw: number('t-bye-nbw'), absenceNbw: number('t-abs-nbw'),
      byeMms: mcMahon ? number('t-bye-mms') : undefined, absenceMms: mcMahon ? number('t-abs-mms') : undefined,
      roundDown: $('t-round-down').value === 'true', unplayedAsHalfInSos: $('t-half-sos').checked };
  }
  return body;
}

const put = (id, v) => { $(id).value = v === null || v === undefined ? '' : String(v); };

/** Fills the form from a tournament (GET /api/tournaments/{id}: name, location, settings as SettingsView). */
export function fillSettings(t) {
  const s = t.settings;
  put('t-name', t.name);
  put('t-location', t.location);
  put('t-format', s.format);
  put('t-rounds', s.rounds);
  put('t-max-players', s.maximumPlayers);
  put('t-size', s.boardSize);
  put('t-rules', s.rules);
  put('t-komi', s.komi);
  const tc = s.timeControl || { kind: 'NONE' };
  put('t-clock', tc.kind);
  if (tc.mainSeconds) put('t-clock-main', tc.mainSeconds / 60);
  if (tc.kind === 'JAPANESE_BYOYOMI') { put('t-clock-periods', tc.periods); put('t-clock-period-seconds', tc.periodSeconds); }
  if (tc.kind === 'CANADIAN') { put('t-clock-stones', tc.stonesPerPeriod); put('t-clock-period-minutes', tc.periodSeconds / 60); }
  if (tc.kind === 'FISCHER') put('t-clock-increment', tc.incrementSeconds);
  if (tc.kind === 'CORRESPONDENCE') put('t-clock-days', tc.periodSeconds / 86400);
  const h = s.handicap || { kind: 'NONE' };
  put('t-handicap', h.kind);
  if (h.kind !== 'NONE') { put('t-hc-ceiling', h.ceiling); put('t-hc-reduction', h.reduction); put('t-hc-komi', h.komi); }
  put('t-bar', s.mcMahonBar);
  put('t-floor', s.mcMahonFloor);
  put('t-min-rank', s.minimumRank);
  put('t-max-rank', s.maximumRank);
  put('t-min-rating', s.minimumRating);
  put('t-max-rating', s.maximumRating);
  $('t-two-games').checked = !!s.twoGameMatches;
  $('t-rated').checked = !!s.rated;
  $('t-auto').checked = !!s.autoStartRounds;
  const sc = s.scoring || {};
  put('t-bye-nbw', sc.byeNbw); put('t-bye-mms', sc.byeMms); put('t-abs-nbw', sc.absenceNbw); put('t-abs-mms', sc.absenceMms);
  put('t-round-down', sc.roundDown === false ? 'false' : 'true');
  $('t-half-sos').checked = !!sc.unplayedAsHalfInSos;
  const p = s.pairing || {};
  put('t-p-country', p.sameCountryGap); put('t-p-club', p.sameClubGap);
  put('t-p-above-bar', p.exemptAboveBar); put('t-p-many-wins', p.exemptManyWins); put('t-p-floats', p.floatBalance);
  put('t-p-first', p.firstSeeding); put('t-p-first-rounds', p.firstSeedingRounds); put('t-p-later', p.laterSeeding);
  setBreakers(s.tieBreakers || []);
  adapt();
}

/** Every control read-only, with the reason beside the form (settings change only before round 1). */
export function lockSettings(form, reason) {
  form.querySelectorAll('input, select, button').forEach(c => {
    // unlocked, the order's buttons keep their own state (the first cannot move up)
    if (!reason && c.closest('ol.breakers')) return;
    c.disabled = !!reason;
  });
  const note = form.querySelector('.locked-reason');
  if (note) {
    note.textContent = reason || '';
    note.hidden = !reason;
  }
}

// The server names the offending setting in its sentence: the tournament's own (TournamentSettings, TournamentBody)
// or, checked first, the game context's published terms (contracts/game/v1/GameTerms.schema.json, x-message: "main
// time is 1 to 720 minutes", "a byoyomi period lasts...", "rule set 'x' does not play on 9x9"...). The first entry
// whose words the refusal contains gets the message beside its control; anything else goes to the form's message
// line. Both vocabularies are listed: a clock refusal worded by the game context ("main time ...") must reach the
// clock as surely as the tournament's own ("the numbers do not fit a FISCHER time control").
const SUBJECTS = [
  // a handicap game's own terms ("with a handicap ceiling of 5: komi is ..."): its komi, else the policy
  [/handicap ceiling.*komi/i, 't-hc-komi'], [/handicap ceiling/i, 't-handicap'],
  [/time control|byo-?yomi|clock|main time|period|stones per|increment|fischer|canadian|correspondence|untimed/i,
    't-clock'],
  [/handicap/i, 't-handicap'], [/tie-?breaker/i, 't-breakers'],
  [/pairing|seeding|gap|float/i, 't-p-country'],
  [/bar/i, 't-bar'], [/floor/i, 't-floor'], [/komi/i, 't-komi'],
  [/board|size|does not play on/i, 't-size'],
  [/rule|preset/i, 't-rules'], [/rounds?\b/i, 't-rounds'], [/maximum ?players|players/i, 't-max-players'],
  [/rating/i, 't-min-rating'], [/rank/i, 't-min-rank'], [/bye|absence|scoring/i, 't-bye-nbw'],
  [/format/i, 't-format'], [/name/i, 't-name'], [/location/i, 't-location'],
];

/** Shows a refusal next to the control it concerns; returns that control's id, or null (then `fallback` says it). */
export function showProblem(error, fallback) {
  clearProblems();
  const message = explain(error);
  const hit = error instanceof ApiError ? SUBJECTS.find(([re]) => re.test(error.message || '')) : null;
  const target = hit ? $(hit[1] + '-error') : null;
  if (target && !wrapper(hit[1]).hidden) {
    target.textContent = (error.code ? error.code + ': ' : '') + message;
    $(hit[1]).setAttribute('aria-invalid', 'true');
    return hit[1];
  }
  fallback((error.code ? error.code + ': ' : '') + message);
  return null;
}

export function clearProblems() {
  document.querySelectorAll('.field-error').forEach(e => { e.textContent = ''; });
  document.querySelectorAll('[aria-invalid]').forEach(e => e.removeAttribute('aria-invalid'));
}
