import { get, explain, el, when } from './api.js';
import { drawBoard } from './board.js';
import { displayName, resultText } from './names.js';
import { sgfPoints } from './library-editor.js';

const gameId = document.body.dataset.gameId;
const base = '/api/games/' + encodeURIComponent(gameId);
const $ = id => document.getElementById(id);
const svg = $('board');
const slider = $('slider');
const cache = new Map();
let moveCount = 0;
let current = 0;

function say(text) {
  $('replay-message').textContent = text;
}

async function position(n) {
  if (!cache.has(n)) cache.set(n, get(base + '/position?move=' + n));
  return cache.get(n);
}

async function show(n) {
  n = Math.max(0, Math.min(moveCount, n));
  current = n;
  slider.value = n;
  $('jump-to').value = n;
  try {
    const p = await position(n);
    if (current !== n) return; // a later step won the race
    drawBoard(svg, { size: p.size, rows: p.board, lastMove: p.lastMove });
    svg.dataset.moveNumber = p.moveNumber;
    $('move-label').textContent = `Move ${p.moveNumber} of ${moveCount}`;
    $('captured-black').textContent = p.capturedByBlack;
    $('captured-white').textContent = p.capturedByWhite;
    $('last-move-text').textContent = p.lastMove || '—';
    $('to-move').textContent = p.toMove ? p.toMove.toLowerCase() : '—';
    for (const li of document.querySelectorAll('#events li')) {
      li.classList.toggle('current', Number(li.dataset.move) === n && li.dataset.kind === 'move');
    }
    const active = document.querySelector('#events li.current');
    if (active) active.scrollIntoView({ block: 'nearest' });
    history.replaceState(null, '', '?move=' + n);
    // "this position": the library's page opens with this board in its editor and searches it
    $('library-position').href = '/library?' + new URLSearchParams({ size: p.size, black: sgfPoints(p.board, 'X'),
      white: sgfPoints(p.board, 'O'), game: gameId, move: p.moveNumber });
    say('');
  } catch (e) {
    say(explain(e));
  }
}

function describe(e) {
  const p = e.payload || {};
  switch (e.type) {
    case 'StonePlaced': return `${p.moveNumber}. ${p.color === 'BLACK' ? 'B' : 'W'} ${gtpOf(p.point)}`;
    case 'Passed': return `${p.moveNumber}. ${p.color === 'BLACK' ? 'B' : 'W'} pass`;
    case 'StonesCaptured': return `captured ${p.points ? p.points.length : 0} ${p.color === 'BLACK' ? 'black' : 'white'}`;
    case 'GameEnded': return 'ended: ' + (p.result ? p.result.sgf : '');
    case 'MoveTakenBack': return `move ${p.moveNumber} (${gtpOf(p.point)}) taken back`;
    case 'PlayerArrived': return `${p.userId} opened the game`;
    case 'DeadStonesMarked': return `dead stones proposed by ${p.markedBy === 'system:estimator' ? 'the estimator' : p.markedBy}`
      + ` (${p.deadStones ? p.deadStones.length : 0})`;
    default: return e.type;
  }
}

let size = 19;
function gtpOf(pt) {
  if (!pt) return 'pass';
  const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
  return letters[pt.x] + (size - pt.y);
}

async function init() {
  try {
    const [summary, events] = await Promise.all([get(base), get(base + '/events')]);
    size = summary.size;
    moveCount = summary.moveCount;
    slider.max = moveCount;
    $('jump-to').max = moveCount;
    const b = summary.black ? displayName(summary.black.userId, 'BLACK') : '?';
    const w = summary.white ? displayName(summary.white.userId, 'WHITE') : '?';
    $('game-title').textContent = `${b} vs ${w}`;
    $('game-rules').textContent = `${summary.size}×${summary.size}, ${summary.rules}, komi ${summary.komi}`
      + ' · ' + when(summary.createdAt);
    $('replay-result').textContent = resultText(summary.result, summary.cancellation);
    const list = $('events');
    list.replaceChildren(...events.map(e => {
      const p = e.payload || {};
      const isMove = e.type === 'StonePlaced' || e.type === 'Passed';
      const li = el('li', { 'data-seq': e.sequenceNumber, 'data-move': isMove ? p.moveNumber : '', 'data-kind': isMove ? 'move' : 'other',
        class: 'event ' + e.type });
      if (isMove) {
        li.append(el('button', { type: 'button', class: 'link', text: describe(e), onclick: () => show(p.moveNumber) }));
      } else {
        li.append(el('span', { text: describe(e) }));
      }
      return li;
    }));
    const wanted = Number(document.body.dataset.move || new URLSearchParams(location.search).get('move') || moveCount);
    await show(isNaN(wanted) ? moveCount : wanted);
  } catch (e) {
    say(explain(e));
  }
}

$('first').addEventListener('click', () => show(0));
$('back').addEventListener('click', () => show(current - 1));
$('forward').addEventListener('click', () => show(current + 1));
$('last').addEventListener('click', () => show(moveCount));
slider.addEventListener('input', () => show(Number(slider.value)));
$('jump-form').addEventListener('submit', e => {
  e.preventDefault();
  show(Number($('jump-to').value));
});
document.addEventListener('keydown', e => {
  if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
  if (e.key === 'ArrowLeft') { e.preventDefault(); show(current - 1); }
  if (e.key === 'ArrowRight') { e.preventDefault(); show(current + 1); }
  if (e.key === 'Home') { e.preventDefault(); show(0); }
  if (e.key === 'End') { e.preventDefault(); show(moveCount); }
});

init();
