// Every setting of a ladder (docs/ladder.md, "Settings and defaults") as form fields: the create form and the
// organizer's page build them from this one list, so neither can forget one the API has.
import { el } from './api.js';

export const SETTINGS = [
  { name: 'joinPosition', label: 'Newcomers join', options: { BOTTOM: 'at the bottom', BY_RATING: 'by rating' } },
  { name: 'rangeUp', label: 'Places above in range', min: 0, max: 1000 },
  { name: 'rangeUpPercent', label: '... or this % of the ladder (large ladders)', min: 0, max: 100 },
  { name: 'rangeDown', label: 'Places below in range', min: 0, max: 1000 },
  { name: 'maxOutgoingChallenges', label: 'Open challenges a player may issue', min: 1, max: 100 },
  { name: 'maxIncomingChallenges', label: 'Open challenges a top player may receive', min: 1, max: 100 },
  { name: 'incomingLimitTopRungs', label: 'Top rungs with that limit (0 = none)', min: 0, max: 100000 },
  { name: 'rematchWaitDays', label: 'Days before a rematch', min: 0, max: 365 },
  { name: 'declinePolicy', label: 'Declining a challenge',
    options: { NEVER: 'never', FROM_ABOVE_ONLY: 'only from a player above', ALWAYS: 'always' } },
  { name: 'winnerPlacement', label: 'A winning challenger', options: { MOVE_ABOVE: 'moves above the defender', SWAP: 'swaps places' } },
  { name: 'timeLossDrop', label: 'Places dropped for a loss on time', min: 0, max: 1000 },
  { name: 'inactivityDays', label: 'Days of absence before removal (0 = never)', min: 0, max: 3650 },
  { name: 'maxVacationDays', label: 'Longest vacation in days (0 = none)', min: 0, max: 365 },
  // fair play (docs/ratings.md): short games and repeated games between the same two players move nobody
  { name: 'minMoves', label: 'Fewest moves for a game to count (empty = by board size, 0 = none)', min: 0, max: 1000 },
  { name: 'pairGamesLimit', label: 'Counted games between the same two players in the window (0 = no limit)', min: 0, max: 1000 },
  { name: 'pairWindowDays', label: 'That window, in days', min: 1, max: 365 },
];

/** Fills {@code container} with one labelled field per setting, showing {@code values} (the ladder's or the defaults). */
export function settingsFields(container, values = {}) {
  container.replaceChildren(...SETTINGS.map(s => {
    const id = 'setting-' + s.name;
    const field = s.options
      ? el('select', { id, name: s.name }, ...Object.entries(s.options).map(([v, text]) =>
        el('option', { value: v, text, selected: values[s.name] === v ? 'selected' : null })))
      : el('input', { id, name: s.name, type: 'number', min: String(s.min), max: String(s.max), step: '1',
        value: values[s.name] == null ? null : String(values[s.name]) });
    return el('label', { class: 'setting' }, s.label + ' ', field);
  }));
}

/** The settings the fields hold; an empty number field is left out (the API keeps the current value or the default). */
export function readSettings(container) {
  const out = {};
  for (const s of SETTINGS) {
    const field = container.querySelector('#setting-' + s.name);
    if (!field || field.value === '') continue;
    out[s.name] = s.options ? field.value : Number(field.value);
  }
  return out;
}

/** Disables (or enables) every field: a visitor who is not the organizer sees the settings, read-only. */
export function lockSettings(container, locked) {
  container.querySelectorAll('input, select').forEach(f => { f.disabled = locked; });
}

/** "CODE: sentence" for a refusal shown next to the control that caused it. */
export function problemText(e) {
  return e && e.code ? e.code + ': ' + e.message : 'Something went wrong: ' + (e && e.message);
}
