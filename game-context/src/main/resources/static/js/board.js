// An SVG Go board drawn from the API's JSON: rows top first ('X' black, 'O' white, '.' empty; in an ownership
// board also 'x'/'o' dead stones, 'b'/'w' territory, 's' seki). Scales with its container (viewBox only).

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 40;
/**
 * Room around the grid for the coordinates: a stone on the first or last line (radius 0.47 cell) ends 33 units from
 * the board's edge, the letters sit 18 units from it, so a stone never covers a coordinate at any size.
 */
const MARGIN = 52;
const LABEL = 18;
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

export function gtp(x, y, size) {
  return LETTERS[x] + String(size - y);
}

export function fromGtp(point, size) {
  if (!point || point === 'pass') return null;
  const x = LETTERS.indexOf(point[0].toUpperCase());
  const row = parseInt(point.substring(1), 10);
  return x < 0 || isNaN(row) ? null : { x, y: size - row };
}

export function starPoints(size) {
  if (size < 7) return [];
  const edge = size >= 13 ? 3 : 2;
  const far = size - 1 - edge;
  const mid = (size - 1) / 2;
  const points = [[edge, edge], [far, edge], [edge, far], [far, far]];
  if (size % 2 === 1) {
    points.push([mid, mid]);
    if (size >= 15) points.push([mid, edge], [mid, far], [edge, mid], [far, mid]);
  }
  return points;
}

function node(tag, attrs) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  return n;
}

const at = i => MARGIN + i * CELL;

/** The SVG coordinate of line {@code i} (0 = the top or left line) and a cell's width, for overlays on the board. */
export const boardCoordinate = at;
export const BOARD_CELL = CELL;

/**
 * Draws the board into {@code svg}.
 * view = {size, rows, ownership?, lastMove?, cursor?:{x,y}, onPoint?:(x,y)=>void}
 */
export function drawBoard(svg, view) {
  const size = view.size;
  const extent = 2 * MARGIN + (size - 1) * CELL;
  svg.setAttribute('viewBox', `0 0 ${extent} ${extent}`);
  svg.setAttribute('data-size', size);
  svg.replaceChildren();
  svg.append(node('rect', { x: 0, y: 0, width: extent, height: extent, class: 'wood' }));

  const lines = node('g', { class: 'lines' });
  for (let i = 0; i < size; i++) {
    lines.append(node('line', { x1: at(0), y1: at(i), x2: at(size - 1), y2: at(i) }));
    lines.append(node('line', { x1: at(i), y1: at(0), x2: at(i), y2: at(size - 1) }));
  }
  svg.append(lines);
  const stars = node('g', { class: 'stars' });
  for (const [x, y] of starPoints(size)) stars.append(node('circle', { cx: at(x), cy: at(y), r: 4.5 }));
  svg.append(stars);


  const owner = view.ownership || null;
  const last = fromGtp(view.lastMove, size);
  const stones = node('g', { class: 'stones' });
  const marks = node('g', { class: 'marks' });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const c = view.rows[y][x];
      const o = owner ? owner[y][x] : null;
      const colour = c === 'X' ? 'black' : c === 'O' ? 'white' : null;
      if (colour) {
        const dead = o === 'x' || o === 'o';
        stones.append(node('circle', {
          cx: at(x), cy: at(y), r: CELL * 0.47,
          class: 'stone ' + colour + (dead ? ' dead' : ''), 'data-point': gtp(x, y, size),
        }));
      }
      if (o && (o === 'b' || o === 'w' || o === 'x' || o === 'o')) {
        // territory: empty points and dead stones counted for the other side
        const side = o === 'b' || o === 'o' ? 'b' : 'w';
        marks.append(node('rect', {
          x: at(x) - 8, y: at(y) - 8, width: 16, height: 16, class: 'terr terr-' + side,
          'data-owner': side, 'data-point': gtp(x, y, size),
        }));
        if (colour) {
          // a dead stone: the cross goes over the territory square it counts as
          marks.append(node('path', {
            d: `M${at(x) - 11} ${at(y) - 11}L${at(x) + 11} ${at(y) + 11}M${at(x) + 11} ${at(y) - 11}L${at(x) - 11} ${at(y) + 11}`,
            class: 'dead-mark ' + colour,
          }));
        }
      } else if (o && (o === '.' || o === 's') && !colour) {
        marks.append(node('circle', { cx: at(x), cy: at(y), r: 3.5, class: 'dame', 'data-owner': 'neutral', 'data-point': gtp(x, y, size) }));
      }
    }
  }
  svg.append(stones);
  svg.append(marks);
  // the coordinates after the stones: drawn on top, though the margin keeps them apart anyway
  const coords = node('g', { class: 'coords', 'aria-hidden': 'true' });
  for (let i = 0; i < size; i++) {
    for (const [x, y, text] of [[at(i), LABEL, LETTERS[i]], [at(i), extent - LABEL, LETTERS[i]],
      [LABEL, at(i), String(size - i)], [extent - LABEL, at(i), String(size - i)]]) {
      const t = node('text', { x, y, 'dominant-baseline': 'central', 'text-anchor': 'middle' });
      t.textContent = text;
      coords.append(t);
    }
  }
  svg.append(coords);
  if (last) {
    const c = view.rows[last.y][last.x];
    svg.append(node('circle', {
      cx: at(last.x), cy: at(last.y), r: CELL * 0.2,
      class: 'last-move ' + (c === 'X' ? 'on-black' : 'on-white'), id: 'last-move', 'data-point': view.lastMove,
    }));
  }
  if (view.cursor) {
    svg.append(node('rect', {
      x: at(view.cursor.x) - CELL / 2 + 2, y: at(view.cursor.y) - CELL / 2 + 2, width: CELL - 4, height: CELL - 4,
      class: 'cursor', id: 'cursor',
    }));
  }
  if (view.onPoint) {
    const hits = node('g', { class: 'hits' });
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const hit = node('rect', {
          x: at(x) - CELL / 2, y: at(y) - CELL / 2, width: CELL, height: CELL, class: 'hit',
          'data-point': gtp(x, y, size),
        });
        hits.append(hit);
      }
    }
    svg.append(hits);
  }
  svg.onclick = view.onPoint ? event => {
    const hit = event.target.closest('rect.hit');
    if (!hit) return;
    const i = Array.prototype.indexOf.call(hit.parentNode.children, hit);
    view.onPoint(i % size, Math.floor(i / size));
  } : null;
}

/** Arrow keys move the cursor (clamped to the board); returns the new cursor or null for other keys. */
export function moveCursor(key, cursor, size) {
  const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[key];
  if (!step) return null;
  const c = cursor || { x: Math.floor(size / 2), y: Math.floor(size / 2) };
  return {
    x: Math.min(size - 1, Math.max(0, c.x + step[0])),
    y: Math.min(size - 1, Math.max(0, c.y + step[1])),
  };
}
