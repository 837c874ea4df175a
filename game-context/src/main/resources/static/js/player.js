import { get, explain, el, when } from './api.js';
import { displayName } from './names.js';

const player = document.body.dataset.playerId;
const $ = id => document.getElementById(id);
const SVG = 'http://www.w3.org/2000/svg';

function outcome(g) {
  const mine = g.black && g.black.userId === player ? 'B' : g.white && g.white.userId === player ? 'W' : null;
  const r = g.result || '';
  if (!mine || !r || r === '?' || r === 'Void') return 'other';
  if (r === '0') return 'jigo';
  return r.startsWith(mine + '+') ? 'win' : 'loss';
}

function svgNode(tag, attrs, text) {
  const n = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, v);
  if (text !== undefined) n.textContent = text;
  return n;
}

/** Wins minus losses after each game, as a line with one dot per game. */
function chart(games) {
  const svg = $('chart');
  svg.replaceChildren();
  const W = 600, H = 220, pad = 30;
  let score = 0;
  const points = games.map(g => {
    const o = outcome(g);
    score += o === 'win' ? 1 : o === 'loss' ? -1 : 0;
    return { score, o, g };
  });
  const max = Math.max(1, ...points.map(p => Math.abs(p.score)));
  const x = i => pad + (points.length <= 1 ? (W - 2 * pad) / 2 : i * (W - 2 * pad) / (points.length - 1));
  const y = s => H / 2 - s * (H / 2 - pad) / max;
  svg.append(svgNode('line', { x1: pad, y1: y(0), x2: W - pad, y2: y(0), class: 'axis' }));
  svg.append(svgNode('text', { x: 4, y: y(max) + 4, class: 'tick' }, '+' + max));
  svg.append(svgNode('text', { x: 4, y: y(-max) + 4, class: 'tick' }, '-' + max));
  svg.append(svgNode('text', { x: 4, y: y(0) + 4, class: 'tick' }, '0'));
  if (!points.length) {
    svg.append(svgNode('text', { x: W / 2, y: H / 2 - 10, 'text-anchor': 'middle', class: 'tick' }, 'No finished games yet'));
    return;
  }
  svg.append(svgNode('polyline', { points: points.map((p, i) => `${x(i)},${y(p.score)}`).join(' '), class: 'trend' }));
  points.forEach((p, i) => {
    const dot = svgNode('circle', { cx: x(i), cy: y(p.score), r: 5, class: 'dot ' + p.o });
    dot.append(svgNode('title', {}, `${when(p.g.lastActivityAt || p.g.createdAt)}: ${p.o} (${p.g.result})`));
    svg.append(dot);
  });
}

async function load() {
  try {
    const [ended, active] = await Promise.all([
      get(`/api/players/${encodeURIComponent(player)}/games?status=ended&limit=100`),
      get(`/api/players/${encodeURIComponent(player)}/games?status=active&limit=100`)]);
    const games = (ended.games || []).slice().sort((a, b) =>
      String(a.lastActivityAt || a.createdAt).localeCompare(String(b.lastActivityAt || b.createdAt)));
    const count = { win: 0, loss: 0, jigo: 0, other: 0 };
    games.forEach(g => count[outcome(g)]++);
    $('played').textContent = String(ended.total ?? games.length);
    $('record').textContent = `${count.win} / ${count.loss} / ${count.jigo + count.other}`;
    $('active').textContent = String(active.total ?? (active.games || []).length);
    const latest = [...games, ...(active.games || [])].reverse()
      .flatMap(g => [g.black, g.white, ...(g.players || [])]).find(p => p && p.userId === player && p.rank);
    if ($('rank').dataset.source !== 'ladder') {
      // the ladder context's script shows the player's current rank when it runs on this page; this is the fallback
      $('rank').textContent = latest ? latest.rank : 'not given';
    }
    chart(games);
    $('results').replaceChildren(...games.slice().reverse().map(g => {
      const colour = g.black && g.black.userId === player ? 'Black' : 'White';
      const opp = colour === 'Black' ? g.white : g.black;
      return el('tr', { class: outcome(g) },
        el('td', { text: when(g.lastActivityAt || g.createdAt) }),
        el('td', {}, opp ? el('a', { href: '/players/' + encodeURIComponent(opp.userId), text: displayName(opp.userId) }) : '?'),
        el('td', { text: colour }),
        el('td', { text: `${outcome(g)} (${g.result})` }),
        el('td', {}, el('a', { href: '/games/' + encodeURIComponent(g.gameId) + '/replay', text: 'replay' })));
    }));
  } catch (e) {
    $('player-message').textContent = explain(e);
  }
}

load();
