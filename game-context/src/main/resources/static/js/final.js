// The final picture's text: the result sentence and the count as players know it.
import { resultText } from './names.js';

const $ = id => document.getElementById(id);

/**
 * The score table as players count it: under territory counting each side's territory plus the prisoners it took
 * (stones captured in play and dead stones removed) plus komi; under area counting stones on the board plus territory
 * plus komi. The scorer's own breakdown subtracts each side's losses from it instead; the margin is the same.
 */
export function scoreRows(score) {
  const b = score.black, w = score.white;
  if (score.method === 'AREA') {
    return [
      ['Stones on the board', b.stones, w.stones],
      ['Territory', b.territory, w.territory],
      ['Komi', b.komi, w.komi],
      ['Total', b.stones + b.territory + b.komi, w.stones + w.territory + w.komi],
    ];
  }
  const prisonersOfBlack = w.stonesLost + w.deadStones;
  const prisonersOfWhite = b.stonesLost + b.deadStones;
  return [
    ['Territory', b.territory, w.territory],
    ['Prisoners', prisonersOfBlack, prisonersOfWhite],
    ['Komi', b.komi, w.komi],
    ['Total', b.territory + prisonersOfBlack + b.komi, w.territory + prisonersOfWhite + w.komi],
  ];
}

export function renderFinal(summary) {
  const ended = summary.status === 'ENDED' && summary.result;
  $('final').hidden = !ended;
  if (!ended) return;
  const r = summary.result;
  $('final-result').textContent = resultText(r, summary.cancellation);
  const score = r.score;
  $('score-table').hidden = !score;
  if (!score) return;
  const body = $('score-body');
  body.replaceChildren();
  for (const [label, black, white] of scoreRows(score)) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = label;
    tr.append(th);
    for (const value of [black, white]) {
      const td = document.createElement('td');
      td.textContent = String(value);
      if (label === 'Total') td.className = 'total';
      tr.append(td);
    }
    body.append(tr);
  }
  $('score-table').querySelector('caption').textContent = score.method === 'AREA'
    ? 'Score: stones on the board + territory + komi (area counting)'
    : 'Score: territory + prisoners + komi (territory counting)';
}
