// The game library's search page (docs/web.md, "The library"): the facts form and its results, the board editor's
// position and pattern searches with their hits and continuation statistics. The page polls nothing: every request
// is a user's search (or the position the replay page sent, searched once on opening).

import { get, post, el, ApiError } from './api.js';
import { gtp } from './board.js';
import { displayName } from './names.js';
import { BoardEditor } from './library-editor.js';

const $ = id => document.getElementById(id);
const params = new URLSearchParams(location.search);
let gamesPage = 1;
let hitsPage = 1;
let lastBoardSearch = null; // {kind, body}: the hits' pager asks the same search for another page

/** `CODE: detail` of a refusal, as every page shows them next to the control. */
function refusal(e) {
  if (e instanceof ApiError) return `${e.code || 'HTTP_' + e.status}: ${e.message}`;
  return 'Something went wrong: ' + e.message;
}

/** The facts filters of the form, blanks left out (the API ignores them too, but the URL stays short). */
function filters() {
  const f = {};
  const player = $('f-player').value.trim();
  if (player) f[$('f-player-as').value] = player;
  for (const input of $('facts-form').querySelectorAll('[name]')) {
    const v = input.value.trim();
    if (v) f[input.name] = v;
  }
  return f;
}

function query(extra) {
  const q = new URLSearchParams(Object.assign(filters(), extra));
  return q.toString();
}

function player(facts, colour) {
  const record = facts.record || {};
  const named = colour === 'BLACK' ? record.pb : record.pw;
  if (named) return named; // an imported record's own name
  return displayName(colour === 'BLACK' ? facts.black : facts.white, colour);
}

function replayLink(gameId, move, text, cls) {
  const href = '/games/' + encodeURIComponent(gameId) + '/replay' + (move === null ? '' : '?move=' + move);
  return el('a', { href, class: cls, text });
}

async function searchGames(page) {
  const sort = $('f-sort').value;
  const pageSize = $('f-page-size').value;
  $('facts-error').textContent = '';
  try {
    const answer = await get('/api/library/games?' + query({ sort, page, pageSize }));
    gamesPage = answer.page;
    $('games').querySelector('tbody').replaceChildren(...answer.games.map(g => el('tr', { 'data-game-id': g.gameId },
      el('td', { text: g.date || '' }),
      el('td', { class: 'black-player', text: player(g, 'BLACK') + (g.blackRank ? ' ' + g.blackRank : '') }),
      el('td', { class: 'white-player', text: player(g, 'WHITE') + (g.whiteRank ? ' ' + g.whiteRank : '') }),
      el('td', { text: `${g.size}×${g.size}` + (g.handicap > 1 ? `, H${g.handicap}` : '') }),
      el('td', { text: g.result || (g.status === 'LIVE' ? 'playing' : '') }),
      el('td', { class: 'num', text: String(g.moves) }),
      el('td', { text: [g.origin ? g.origin.toLowerCase() : '', g.event].filter(Boolean).join(' · ') }),
      el('td', {}, replayLink(g.gameId, null, 'Replay', 'game-replay')))));
    $('games-summary').textContent = answer.total === 1 ? '1 game' : `${answer.total} games`;
    $('games-page').textContent = answer.pages > 0 ? `page ${answer.page} of ${answer.pages}` : '';
    $('games-prev').disabled = answer.page <= 1;
    $('games-next').disabled = answer.page >= answer.pages;
    const q = query({ sort });
    $('export-csv').href = '/api/library/export.csv' + (q ? '?' + q : '');
    $('export-zip').href = '/api/library/export.zip' + (q ? '?' + q : '');
  } catch (e) {
    $('facts-error').textContent = refusal(e);
  }
}

const editor = new BoardEditor($('editor'), Number($('editor-size').value) || 19, () => {
  $('continuations').querySelector('tbody').replaceChildren();
  help();
});

function help() {
  const s = editor.selection;
  $('editor-help').textContent = editor.anchor ? 'Now click the rectangle\'s opposite corner.'
    : s ? `Pattern: ${s.x2 - s.x1 + 1}×${s.y2 - s.y1 + 1} from ${gtp(s.x1, s.y1, editor.size)}`
      + ` to ${gtp(s.x2, s.y2, editor.size)}.` : 'No pattern rectangle: "Search pattern" needs one.';
}

function percent(n) {
  return `${n.toFixed(1)} %`;
}

function showBoardAnswer(answer) {
  hitsPage = answer.page;
  editor.showContinuations(answer.continuations);
  $('continuations').querySelector('tbody').replaceChildren(...answer.continuations.map(c => el('tr', {
    'data-label': c.label || 'tenuki', class: c.colour === 'WHITE' ? 'white-move' : 'black-move' },
  el('td', { class: 'label', text: c.label || '' }),
  el('td', { text: c.point ? `${c.colour === 'WHITE' ? 'W' : 'B'} ${gtp(c.point.x, c.point.y, editor.size)}` : 'tenuki' }),
  el('td', { class: 'num', text: String(c.count) }),
  el('td', { class: 'num', text: percent(c.blackWinPercent) }),
  el('td', { class: 'num', text: percent(c.whiteWinPercent) }))));
  $('hits').querySelector('tbody').replaceChildren(...answer.hits.map(h => {
    const g = h.game || {};
    const names = g.gameId ? `${player(g, 'BLACK')} – ${player(g, 'WHITE')}` : h.gameId;
    return el('tr', { class: 'library-hit', 'data-game-id': h.gameId, 'data-move': h.moveNumber },
      el('td', {}, replayLink(h.gameId, h.moveNumber, names, 'hit-game'), g.date ? ' ' + g.date : ''),
      el('td', { text: g.result || '' }),
      el('td', { class: 'num' }, replayLink(h.gameId, h.moveNumber, String(h.moveNumber), 'hit-move')));
  }));
  $('hits-summary').textContent = `${answer.total} ${answer.total === 1 ? 'hit' : 'hits'} in ${answer.games}`
    + ` finished ${answer.games === 1 ? 'game' : 'games'} searched.`;
  $('hits-page').textContent = answer.pages > 0 ? `page ${answer.page} of ${answer.pages}` : '';
  $('hits-prev').disabled = answer.page <= 1;
  $('hits-next').disabled = answer.page >= answer.pages;
}

async function boardSearch(kind, body, page) {
  $('board-error').textContent = '';
  lastBoardSearch = { kind, body };
  try {
    showBoardAnswer(await post('/api/library/' + kind, Object.assign({}, body, { page, pageSize: 20 })));
  } catch (e) {
    $('board-error').textContent = refusal(e);
  }
}

function searchPosition() {
  const p = editor.position();
  return boardSearch('positions', { size: p.size, black: p.black, white: p.white,
    swapColours: $('swap-colours').checked, filters: filters() }, 1);
}

function searchPattern() {
  const p = editor.pattern();
  if (!p) {
    $('board-error').textContent = 'Choose the pattern\'s rectangle first (the rectangle tool, two clicks).';
    return null;
  }
  // the place is always sent: "anywhere" keeps the pattern's relation to the edges, which its place defines
  return boardSearch('patterns', { size: p.size, rows: p.rows, column: p.column, row: p.row,
    anywhere: $('pattern-place').value === 'anywhere', swapColours: $('swap-colours').checked,
    filters: filters() }, 1);
}

$('facts-form').addEventListener('submit', e => {
  e.preventDefault();
  searchGames(1);
});
$('facts-form').addEventListener('reset', () => setTimeout(() => searchGames(1)));
$('games-prev').addEventListener('click', () => searchGames(gamesPage - 1));
$('games-next').addEventListener('click', () => searchGames(gamesPage + 1));
$('hits-prev').addEventListener('click', () => lastBoardSearch
  && boardSearch(lastBoardSearch.kind, lastBoardSearch.body, hitsPage - 1));
$('hits-next').addEventListener('click', () => lastBoardSearch
  && boardSearch(lastBoardSearch.kind, lastBoardSearch.body, hitsPage + 1));
$('search-position').addEventListener('click', searchPosition);
$('search-pattern').addEventListener('click', searchPattern);
for (const radio of document.querySelectorAll('input[name=tool]')) {
  radio.addEventListener('change', () => {
    editor.tool = radio.value;
    editor.anchor = null;
    help();
  });
}
$('editor-clear').addEventListener('click', () => {
  editor.reset(editor.size);
  $('continuations').querySelector('tbody').replaceChildren();
  help();
});
$('selection-clear').addEventListener('click', () => editor.clearSelection());
$('editor-size').addEventListener('change', () => {
  const n = Number($('editor-size').value);
  if (n >= 2 && n <= 25) {
    editor.reset(n);
    help();
  }
});

// "This position" from the replay page: the board after a game's move, searched at once
if (params.has('black') || params.has('white') || params.has('size')) {
  const n = Number(params.get('size'));
  if (n >= 2 && n <= 25) {
    $('editor-size').value = n;
    editor.reset(n);
  }
  editor.setStones(params.get('black'), params.get('white'));
  if (params.get('game')) {
    $('editor-source').replaceChildren('The position after move ' + (params.get('move') || 0) + ' of ',
      replayLink(params.get('game'), params.get('move'), 'this game', 'source-game'), '.');
  }
  $('board-h').scrollIntoView();
  searchPosition();
}
help();
searchGames(1);
