// The library's board editor: stones, "any" cells and the pattern's rectangle on an SVG board drawn by board.js, and
// the continuation statistics drawn over it as letters (Kombilo's way). Cells are 'X' black, 'O' white, '.' empty and
// '*' any, the pattern syntax of POST /api/library/patterns (docs/library.md).

import { drawBoard, gtp, boardCoordinate as at, BOARD_CELL as CELL } from './board.js';

const SVG = 'http://www.w3.org/2000/svg';
const SGF = 'abcdefghijklmnopqrstuvwxy';

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

export class BoardEditor {
  /** @param onEdit called after every change of the board or the rectangle (the page drops stale statistics) */
  constructor(svg, size, onEdit) {
    this.svg = svg;
    this.onEdit = onEdit || (() => {});
    this.tool = 'stones';
    this.continuations = [];
    this.reset(size);
  }

  reset(size) {
    this.size = size;
    this.cells = Array.from({ length: size }, () => Array(size).fill('.'));
    this.selection = null;
    this.anchor = null;
    this.continuations = [];
    this.draw();
  }

  /** Stones from SGF point lists ("pddp..."), as the replay page's "this position" link sends them. */
  setStones(black, white) {
    for (const [list, colour] of [[black, 'X'], [white, 'O']]) {
      for (let i = 0; i + 1 < (list || '').length; i += 2) {
        const x = SGF.indexOf(list[i]);
        const y = SGF.indexOf(list[i + 1]);
        if (x >= 0 && y >= 0 && x < this.size && y < this.size) this.cells[y][x] = colour;
      }
    }
    this.draw();
  }

  click(x, y) {
    if (this.tool === 'rect') {
      if (!this.anchor) {
        this.anchor = { x, y };
        this.selection = { x1: x, y1: y, x2: x, y2: y };
      } else {
        const a = this.anchor;
        this.selection = { x1: Math.min(a.x, x), y1: Math.min(a.y, y), x2: Math.max(a.x, x), y2: Math.max(a.y, y) };
        this.anchor = null;
      }
    } else if (this.tool === 'any') {
      this.cells[y][x] = this.cells[y][x] === '*' ? '.' : '*';
    } else {
      this.cells[y][x] = { '.': 'X', X: 'O', O: '.', '*': 'X' }[this.cells[y][x]];
    }
    this.continuations = [];
    this.draw();
    this.onEdit();
  }

  clearSelection() {
    this.selection = null;
    this.anchor = null;
    this.continuations = [];
    this.draw();
    this.onEdit();
  }

  /** The whole board as a position query's stones ("any" cells count as empty). */
  position() {
    const black = [];
    const white = [];
    this.cells.forEach((row, y) => row.forEach((c, x) => {
      if (c === 'X') black.push({ x, y });
      if (c === 'O') white.push({ x, y });
    }));
    return { size: this.size, black, white };
  }

  /** The rectangle as a pattern query's rows and place, or null without a rectangle. */
  pattern() {
    const s = this.selection;
    if (!s) return null;
    const rows = [];
    for (let y = s.y1; y <= s.y2; y++) rows.push(this.cells[y].slice(s.x1, s.x2 + 1).join(''));
    return { size: this.size, rows, column: s.x1, row: s.y1 };
  }

  /** Shows the statistics of a search: each continuation with a point gets its letter and percentages. */
  showContinuations(list) {
    this.continuations = list || [];
    this.draw();
  }

  draw() {
    const size = this.size;
    const rows = this.cells.map(r => r.map(c => (c === '*' ? '.' : c)).join(''));
    drawBoard(this.svg, { size, rows, onPoint: (x, y) => this.click(x, y) });
    // overlays go under the click targets (drawBoard put them last); CSS lets clicks through them anyway
    const hits = this.svg.querySelector('g.hits');
    const overlay = node('g', { class: 'overlay' });
    this.cells.forEach((row, y) => row.forEach((c, x) => {
      if (c === '*') {
        overlay.append(node('text', { x: at(x), y: at(y), class: 'any', 'data-point': gtp(x, y, size),
          'dominant-baseline': 'central', 'text-anchor': 'middle' }, '*'));
      }
    }));
    const s = this.selection;
    if (s) {
      overlay.append(node('rect', {
        id: 'selection', class: this.anchor ? 'selection anchor' : 'selection',
        x: at(s.x1) - CELL / 2, y: at(s.y1) - CELL / 2,
        width: (s.x2 - s.x1 + 1) * CELL, height: (s.y2 - s.y1 + 1) * CELL,
        'data-column': s.x1, 'data-row': s.y1, 'data-width': s.x2 - s.x1 + 1, 'data-height': s.y2 - s.y1 + 1,
      }));
    }
    for (const c of this.continuations) {
      if (!c.point || !c.label || c.point.x >= size || c.point.y >= size) continue;
      const x = at(c.point.x);
      const y = at(c.point.y);
      const colour = c.colour === 'WHITE' ? 'white' : 'black';
      const g = node('g', { class: 'continuation ' + colour, 'data-label': c.label,
        'data-point': gtp(c.point.x, c.point.y, size), 'data-count': c.count });
      g.append(node('rect', { x: x - CELL / 2 + 2, y: y - CELL / 2 + 2, width: CELL - 4, height: CELL - 4, rx: 5 }));
      g.append(node('text', { x, y: y - 5, class: 'letter', 'dominant-baseline': 'central', 'text-anchor': 'middle' },
        c.label));
      g.append(node('text', { x, y: y + 12, class: 'percent', 'dominant-baseline': 'central', 'text-anchor': 'middle' },
        `${Math.round(c.blackWinPercent)}/${Math.round(c.whiteWinPercent)}`));
      overlay.append(g);
    }
    this.svg.insertBefore(overlay, hits);
    this.svg.dataset.continuations = String(this.continuations.filter(c => c.point && c.label).length);
  }
}

/** SGF point pairs of the stones of one colour in board.js rows ('X'/'O'), for the "this position" link. */
export function sgfPoints(rows, colour) {
  let out = '';
  rows.forEach((row, y) => [...row].forEach((c, x) => {
    if (c === colour) out += SGF[x] + SGF[y];
  }));
  return out;
}
