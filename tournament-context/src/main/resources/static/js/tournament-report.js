import { el } from './api.js';

// The pairing report (GET /api/tournaments/{id}/pairing-report): one column per round and one for the total,
// one row per figure, as OpenGotha shows a director (docs/tournaments.md, "Pairing report").
const FIGURES = [
  ['boards', 'Boards'],
  ['repeatedPairs', 'Repeated pairs'],
  ['crossGroupPairs', 'Pairs across score groups'],
  ['differences', 'Score differences (points × pairs)'],
  ['largestDifference', 'Largest score difference'],
  ['intraClubPairs', 'Same club'],
  ['intraCountryPairs', 'Same country'],
  ['drawUps', 'Draw-ups'],
  ['drawDowns', 'Draw-downs'],
  ['repeatedFloats', 'Floated the same way twice running'],
  ['colourImbalances', 'Colour difference of 2 or more'],
  ['largestColourImbalance', 'Largest colour difference'],
  ['thirdColourRunning', 'Same colour three games running'],
  ['handicapGames', 'Handicap games'],
  ['handicapTotal', 'Handicap total'],
];

function cell(figures, key) {
  const v = figures[key];
  if (key === 'differences') return v.length ? v.map(d => d.points + ' × ' + d.pairs).join(', ') : '—';
  return String(v);
}

export function drawReport(head, body, report) {
  const columns = [...report.rounds, report.total];
  head.replaceChildren(el('tr', {}, el('th', { scope: 'col', text: 'Figure' }),
    ...columns.map(f => el('th', { scope: 'col', class: 'num', text: f.round === 0 ? 'Total' : 'R' + f.round }))));
  body.replaceChildren(...FIGURES.map(([key, label]) => el('tr', { 'data-figure': key },
    el('th', { scope: 'row', text: label }),
    ...columns.map(f => el('td', { class: 'num', text: cell(f, key) })))));
}
