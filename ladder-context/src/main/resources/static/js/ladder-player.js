// The ladder context's part of the player page (served by the game context): rank, promotion points and rating, and
// their history as two SVG charts, from GET /api/players/{user}/rating. Composed in the browser: the page only
// includes this script; no Java of either context knows the other.
import { get, el, when } from './api.js';

const player = document.body.dataset.playerId;
const $ = id => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';
const W = 600, H = 220, PAD = 40;

function node(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/** 18k = 0 .. 1k = 17, 1d = 18 .. 9d = 26, 1p = 27 .. 9p = 35: one line of stones, as the ladder counts ranks. */
function rankValue(rank) {
  const m = /^(\d+)([kdp])$/.exec(rank || '');
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'k' ? 18 - n : m[2] === 'd' ? 17 + n : 26 + n;
}

function rankName(value) {
  const v = Math.round(value);
  return v <= 17 ? (18 - v) + 'k' : v <= 26 ? (v - 17) + 'd' : (v - 26) + 'p';
}

/** One line with a dot per game; {@code points} are [{y, label}] with y already in the chart's units. */
function lineChart(svg, points, lo, hi, tick, emptyText) {
  svg.replaceChildren();
  const x = i => PAD + (points.length <= 1 ? (W - 2 * PAD) / 2 : i * (W - 2 * PAD) / (points.length - 1));
  const y = v => H - PAD / 2 - (v - lo) * (H - PAD) / Math.max(1e-9, hi - lo);
  svg.append(node('line', { x1: PAD, y1: y(lo), x2: W - PAD / 2, y2: y(lo), class: 'axis' }));
  svg.append(node('text', { x: 2, y: y(hi) + 4, class: 'tick' }, tick(hi)));
  svg.append(node('text', { x: 2, y: y(lo) + 4, class: 'tick' }, tick(lo)));
  if (!points.length) {
    svg.append(node('text', { x: W / 2, y: H / 2, 'text-anchor': 'middle', class: 'tick' }, emptyText));
    return;
  }
  svg.append(node('polyline', { points: points.map((p, i) => `${x(i)},${y(p.y)}`).join(' '), class: 'trend' }));
  points.forEach((p, i) => {
    const dot = node('circle', { cx: x(i), cy: y(p.y), r: 4, class: 'dot ' + (p.outcome || 'other') });
    dot.append(node('title', {}, p.label));
    svg.append(dot);
  });
}

function outcomeClass(h) {
  return h.outcome === 'WIN' ? 'win' : h.outcome === 'LOSS' ? 'loss' : h.outcome === 'DRAW' ? 'jigo' : 'other';
}

async function load() {
  let record;
  try {
    record = await get(`/api/players/${encodeURIComponent(player)}/rating`);
  } catch (e) {
    $('ladder-record').hidden = true;
    return;
  }
  const rank = $('rank');
  rank.dataset.source = 'ladder';
  rank.textContent = record.rank || 'not given';
  $('points').textContent = record.rank ? `${record.points} of 100` : '—';
  $('rating').textContent = record.games ? `${Math.round(record.rating)} ± ${Math.round(record.deviation)}`
    : `${Math.round(record.rating)} (no rated games yet)`;

  const rated = record.history.filter(h => h.rated);
  const ratings = rated.map(h => ({ y: h.rating, outcome: outcomeClass(h),
    label: `${when(h.endedAt)}: ${h.outcome.toLowerCase()} vs ${h.opponentUserId}, rating ${Math.round(h.rating)}` }));
  if (ratings.length) ratings.unshift({ y: 1500, outcome: 'other', label: 'start: 1500' }); // everyone starts there
  const rs = ratings.map(p => p.y).concat([1500]);
  lineChart($('rating-chart'), ratings, Math.floor(Math.min(...rs) / 50) * 50 - 50, Math.ceil(Math.max(...rs) / 50) * 50 + 50,
    v => String(Math.round(v)), 'No rated games yet');

  // rank and promotion points: a rank is a step of 1, its points (0..100) where in the step the player stands
  const start = rankValue(record.startRank);
  const steps = record.history.filter(h => h.rank).map(h => ({ y: rankValue(h.rank) + h.points / 100, outcome: outcomeClass(h),
    label: `${when(h.endedAt)}: ${h.rank}, ${h.points} points` }));
  if (start !== null) steps.unshift({ y: start + 0.5, outcome: 'other', label: `start: ${record.startRank}, 50 points` });
  const vs = steps.map(p => p.y);
  lineChart($('rank-chart'), steps, vs.length ? Math.floor(Math.min(...vs)) : 0, vs.length ? Math.ceil(Math.max(...vs)) + 0 : 1,
    rankName, 'No rank yet');
  $('rank-chart').dataset.points = String(steps.length);
  $('rating-chart').dataset.points = String(rated.length);
}

load();
