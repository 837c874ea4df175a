// Draws a knock-out bracket as an SVG tree: one column per stage round (winners' bracket on top, the losers'
// bracket under it, the grand final on the right), a box per match with both sides and their seeds, the winner in
// bold, and a line from each winners' match to the match its winner plays next. Only classes, no style attributes.

const NS = 'http://www.w3.org/2000/svg';
const BOX_W = 170, BOX_H = 44, GAP_X = 40, GAP_Y = 14, PAD = 10;

function node(tag, attrs, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

function label(side, seed, names) {
  if (!side) return seed ? '—' : 'bye';
  const name = names[side] || side;
  return (seed ? seed + '. ' : '') + name;
}

function layout(matches, stage, top) {
  const byRound = new Map();
  for (const m of matches.filter(x => x.stage === stage)) {
    if (!byRound.has(m.stageRound)) byRound.set(m.stageRound, []);
    byRound.get(m.stageRound).push(m);
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b);
  const first = rounds.length ? byRound.get(rounds[0]).length : 0;
  const slot = BOX_H + GAP_Y;
  const pos = new Map();
  rounds.forEach((r, col) => {
    const list = byRound.get(r).sort((a, b) => a.id.localeCompare(b.id, undefined, { numeric: true }));
    const spread = (first * slot) / list.length;
    list.forEach((m, i) => pos.set(m.id, { x: PAD + col * (BOX_W + GAP_X), y: top + i * spread + (spread - BOX_H) / 2 }));
  });
  return { pos, columns: rounds.length, height: first * slot };
}

export function drawBracket(svg, bracket, names) {
  const matches = bracket.matches;
  const winners = layout(matches, 'WINNERS', PAD);
  const losers = layout(matches, 'LOSERS', PAD + winners.height + 30);
  const pos = new Map([...winners.pos, ...losers.pos]);
  let columns = Math.max(winners.columns, losers.columns);
  const final = matches.find(m => m.stage === 'GRAND_FINAL');
  if (final) {
    pos.set(final.id, { x: PAD + columns * (BOX_W + GAP_X), y: PAD + winners.height / 2 - BOX_H / 2 });
    columns += 1;
  }
  const width = PAD * 2 + columns * (BOX_W + GAP_X);
  const height = PAD * 2 + winners.height + (losers.columns ? losers.height + 30 : 0);
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('width', String(width)); // its natural size; the stylesheet caps it at the page's width
  svg.setAttribute('height', String(height));
  svg.replaceChildren();
  const lines = node('g', { class: 'links' });
  svg.append(lines);
  for (const m of matches) {
    const p = pos.get(m.id);
    if (!p) continue;
    const next = m.stage === 'WINNERS' ? nextWinners(m, matches) : null;
    if (next && pos.get(next)) {
      const q = pos.get(next);
      const mx = p.x + BOX_W + GAP_X / 2;
      lines.append(node('path', { d: `M${p.x + BOX_W} ${p.y + BOX_H / 2} H${mx} V${q.y + BOX_H / 2} H${q.x}` }));
    }
    const g = node('g', { class: 'match ' + m.status.toLowerCase(), 'data-match': m.id });
    g.append(node('rect', { x: p.x, y: p.y, width: BOX_W, height: BOX_H, rx: 4 }));
    const score = m.score && (m.status === 'DECIDED' || m.score !== '0-0') ? '  ' + m.score : '';
    g.append(node('text', { x: p.x + 4, y: p.y - 2, class: 'match-id' }, m.id + score));
    const sides = [[m.topUserId, m.topSeed], [m.bottomUserId, m.bottomSeed]];
    sides.forEach(([user, seed], i) => {
      const cls = 'side' + (user && user === m.winnerUserId ? ' winner' : '') + (user ? '' : ' empty');
      const t = node('text', { x: p.x + 6, y: p.y + 17 + i * 19, class: cls, 'data-user': user || '' },
        label(user, seed, names));
      g.append(t);
    });
    svg.append(g);
  }
  if (bracket.championUserId) {
    svg.setAttribute('data-champion', bracket.championUserId);
  }
}

/** W<r>-<i> feeds W<r+1>-<ceil(i/2)>; the winners' final feeds the grand final (double elimination). */
function nextWinners(m, matches) {
  const [, r, i] = /^W(\d+)-(\d+)$/.exec(m.id) || [];
  if (!r) return null;
  const id = `W${Number(r) + 1}-${Math.ceil(Number(i) / 2)}`;
  if (matches.some(x => x.id === id)) return id;
  return matches.some(x => x.id === 'GF') ? 'GF' : null;
}
