import { get, post, me, explain } from './api.js';
import { drawBoard, moveCursor, gtp } from './board.js';
import { formatClock } from './clock.js';

const gameId = document.body.dataset.gameId;
const base = '/api/games/' + encodeURIComponent(gameId);
const user = me();
const $ = id => document.getElementById(id);
const svg = $('board');

const EVENT_TYPES = ['GameCreated', 'GameImported', 'NigiriParityChosen', 'NigiriGuessed', 'HandicapStonesPlaced',
  'StonePlaced', 'StonesCaptured', 'Passed', 'Resigned', 'TakeBackRequested', 'TakeBackAccepted',
  'TakeBackDeclined', 'MoveTakenBack', 'ScoringStarted', 'DeadStonesMarked', 'ScoreAccepted', 'PlayResumed',
  'ClockTimedOut', 'GameAbandoned', 'GameEnded', 'ResultCorrected'];

let summary = null;
let position = null;
let clock = null;
let clockReadAt = 0;
let cursor = null;
let reloadTimer = null;
/** Free handicap placement: the points Black has picked so far (GTP), placed together with one request. */
const chosenHandicap = new Set();

function myColour() {
  if (!summary || !user) return null;
  if (summary.black && summary.black.userId === user) return 'BLACK';
  if (summary.white && summary.white.userId === user) return 'WHITE';
  return null;
}

function isPlayer() {
  if (!summary || !user) return false;
  if (myColour()) return true;
  return (summary.players || []).some(p => p && p.userId === user);
}

function say(text, kind = 'error', code = '') {
  const m = $('game-message');
  m.textContent = text;
  m.className = 'message ' + kind;
  m.dataset.code = code;
}

async function act(path, body) {
  try {
    await post(base + path, body);
    say('', 'info');
    await load();
  } catch (e) {
    say(explain(e), 'error', e.code || '');
  }
}

function onPoint(x, y) {
  cursor = { x, y };
  if (!summary) return;
  const point = gtp(x, y, summary.size);
  if (summary.status === 'MARKING') {
    act('/dead-stones/toggle', { point });
  } else if (summary.status === 'AWAITING_HANDICAP_STONES' && myColour() === 'BLACK') {
    if (chosenHandicap.has(point)) chosenHandicap.delete(point); else chosenHandicap.add(point);
    render();
  } else if (summary.status === 'PLAYING') {
    if (!isPlayer()) {
      say('You are watching this game.', 'info');
      return;
    }
    act('/moves', { point });
  } else {
    render();
  }
}

function ownershipRows() {
  if (!summary) return null;
  if (summary.status === 'MARKING' && summary.marking && summary.marking.score) return summary.marking.score.ownership;
  if (summary.status === 'ENDED' && summary.result && summary.result.score) return summary.result.score.ownership;
  return null;
}

function render() {
  if (!position || !summary) return;
  drawBoard(svg, {
    size: position.size, rows: withChosenHandicap(position.board), lastMove: position.lastMove, ownership: ownershipRows(),
    cursor, onPoint,
  });
  svg.dataset.moveNumber = position.moveNumber;
  svg.dataset.status = summary.status;
  const b = summary.black, w = summary.white;
  $('black-name').textContent = b ? b.userId : '(nigiri)';
  $('white-name').textContent = w ? w.userId : '(nigiri)';
  $('black-rank').textContent = b && b.rank ? b.rank : '';
  $('white-rank').textContent = w && w.rank ? w.rank : '';
  $('black-prisoners').textContent = position.capturedByBlack;
  $('white-prisoners').textContent = position.capturedByWhite;
  $('game-title').textContent = (b ? b.userId : '?') + ' vs ' + (w ? w.userId : '?');
  $('game-rules').textContent = `${summary.size}×${summary.size}, ${summary.rules}, komi ${summary.komi}`
    + (summary.handicap ? `, handicap ${summary.handicap}` : '') + ` · move ${position.moveNumber}`;
  $('black-player').classList.toggle('to-move', summary.toMove === 'BLACK');
  $('white-player').classList.toggle('to-move', summary.toMove === 'WHITE');
  $('game-status').textContent = statusText();
  renderActions();
  renderFinal();
  renderClocks();
}

/** The board with the handicap stones Black has picked but not yet placed. */
function withChosenHandicap(rows) {
  if (!chosenHandicap.size) return rows;
  const grid = rows.map(r => r.split(''));
  for (const p of chosenHandicap) {
    const x = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(p[0]);
    const y = position.size - parseInt(p.substring(1), 10);
    grid[y][x] = 'X';
  }
  return grid.map(r => r.join(''));
}

function renderHandicap() {
  let panel = $('handicap-panel');
  const mine = summary.status === 'AWAITING_HANDICAP_STONES' && myColour() === 'BLACK';
  if (!mine) {
    chosenHandicap.clear();
    if (panel) panel.hidden = true;
    return;
  }
  const stones = summary.handicapStones ? summary.handicapStones.stones : summary.handicap;
  if (!panel) {
    panel = document.createElement('div');
    panel.id = 'handicap-panel';
    panel.className = 'actions';
    const text = document.createElement('p');
    text.id = 'handicap-text';
    const place = document.createElement('button');
    place.type = 'button';
    place.id = 'handicap-place';
    place.textContent = 'Place the stones';
    place.addEventListener('click', () => act('/handicap', { points: [...chosenHandicap] }).then(() => chosenHandicap.clear()));
    panel.append(text, place);
    $('play-actions').after(panel);
  }
  panel.hidden = false;
  $('handicap-text').textContent = `Click ${stones} points for your handicap stones (${chosenHandicap.size} chosen).`;
  $('handicap-place').disabled = chosenHandicap.size !== stones;
}

function statusText() {
  const s = summary.status;
  if (s === 'PLAYING') {
    const mine = myColour() === summary.toMove;
    return (mine ? 'Your move' : (summary.toMove === 'BLACK' ? 'Black' : 'White') + ' to move')
      + (position.lastMove === 'pass' ? ' (the last move was a pass)' : '');
  }
  if (s === 'MARKING') return 'Marking dead stones';
  if (s === 'ENDED') return 'Game over';
  if (s === 'AWAITING_NIGIRI_PARITY' || s === 'AWAITING_NIGIRI_GUESS') return 'Nigiri: drawing colours';
  if (s === 'AWAITING_HANDICAP_STONES') return 'Black places the handicap stones';
  return s;
}

function renderActions() {
  const s = summary.status;
  const player = isPlayer();
  $('play-actions').hidden = !(player && s === 'PLAYING');
  $('takeback-request').hidden = !summary.takeBackAllowed;
  const tb = summary.takeBack;
  const pendingForMe = tb && tb.requestedBy && tb.requestedBy !== user && player && s === 'PLAYING';
  $('takeback-answer').hidden = !pendingForMe;
  if (pendingForMe) $('takeback-text').textContent = `${tb.requestedBy} asks to take back move ${tb.fromMoveNumber}.`;
  $('marking-actions').hidden = !(player && s === 'MARKING');
  if (s === 'MARKING' && summary.marking) {
    const acc = summary.marking.acceptedBy || [];
    $('marking-accepted').textContent = acc.length ? 'Accepted by ' + acc.join(', ') + '.' : 'Nobody has accepted yet.';
  }
  renderNigiri();
  renderHandicap();
}

function renderNigiri() {
  let panel = $('nigiri');
  const n = summary.nigiri;
  const s = summary.status;
  const myTurn = n && ((s === 'AWAITING_NIGIRI_PARITY' && n.chooser === user) || (s === 'AWAITING_NIGIRI_GUESS' && n.guesser === user));
  if (!myTurn) {
    if (panel) panel.hidden = true;
    return;
  }
  if (!panel) {
    panel = document.createElement('div');
    panel.id = 'nigiri';
    panel.className = 'actions';
    $('play-actions').after(panel);
  }
  panel.hidden = false;
  const choosing = s === 'AWAITING_NIGIRI_PARITY';
  panel.replaceChildren();
  const p = document.createElement('p');
  p.textContent = choosing ? 'Nigiri: hide an odd or an even number of stones.' : 'Nigiri: guess odd or even (right: you take Black).';
  panel.append(p);
  for (const v of ['ODD', 'EVEN']) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = v === 'ODD' ? 'Odd' : 'Even';
    button.addEventListener('click', () => act(choosing ? '/nigiri/parity' : '/nigiri/guess',
      choosing ? { parity: v } : { guess: v }));
    panel.append(button);
  }
}

function renderFinal() {
  const ended = summary.status === 'ENDED' && summary.result;
  $('final').hidden = !ended;
  if (!ended) return;
  const r = summary.result;
  const winner = r.winnerUserId ? `${r.winnerUserId} (${r.winner === 'BLACK' ? 'Black' : 'White'}) wins` : 'No winner';
  const reason = { RESIGNATION: 'by resignation', TIMEOUT: 'on time', SCORE: 'on the count', ABANDONMENT: 'by abandonment',
    MOVE_CAP: 'on the count at the move cap', CAPTURE_GOAL: 'by captures' }[r.reason] || r.reason;
  $('final-result').textContent = `${winner} ${reason} — ${r.sgf}`;
  const score = r.score;
  $('score-table').hidden = !score;
  if (!score) return;
  const rows = [['Territory', 'territory'], ['Stones on the board', 'stones'], ['Prisoners lost', 'stonesLost'],
    ['Dead stones lost', 'deadStones'], ['Komi', 'komi'], ['Total', 'total']];
  const body = $('score-body');
  body.replaceChildren();
  for (const [label, key] of rows) {
    if (score.method === 'AREA' && (key === 'stonesLost' || key === 'deadStones')) continue;
    if (score.method === 'TERRITORY' && key === 'stones') continue;
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = label;
    tr.append(th);
    for (const side of [score.black, score.white]) {
      const td = document.createElement('td');
      td.textContent = side[key];
      if (key === 'total') td.className = 'total';
      tr.append(td);
    }
    body.append(tr);
  }
  $('score-table').querySelector('caption').textContent = `Score breakdown (${score.method === 'AREA' ? 'area' : 'territory'} counting)`;
}

function renderClocks() {
  for (const colour of ['black', 'white']) {
    const node = $(colour + '-clock');
    if (!clock || clock.kind === 'NONE' || !clock[colour]) {
      node.textContent = '';
      continue;
    }
    const running = clock.running === colour.toUpperCase();
    const elapsed = running ? Date.now() - clockReadAt : 0;
    node.textContent = formatClock(clock.kind, clock[colour], elapsed);
    node.classList.toggle('running', running);
  }
}

async function load() {
  try {
    const [s, p] = await Promise.all([get(base), get(base + '/position')]);
    summary = s;
    position = p;
    try {
      clock = await get(base + '/clock');
      clockReadAt = Date.now();
    } catch (e) {
      clock = null;
    }
    if (!cursor) cursor = { x: Math.floor(p.size / 2), y: Math.floor(p.size / 2) };
    render();
  } catch (e) {
    say(explain(e));
  }
}

function scheduleReload() {
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(load, 80);
}

// Live: the SSE stream of the game's events; polling every 2 s where the stream is not available.
function live() {
  let opened = false;
  let polling = null;
  const state = $('live-state');
  const poll = () => {
    if (polling) return;
    state.textContent = 'Live: polling every 2 s';
    let last = null;
    polling = setInterval(async () => {
      try {
        const s = await get(base);
        const key = JSON.stringify(s);
        if (last !== null && key !== last) scheduleReload();
        last = key;
      } catch (e) { /* keep polling */ }
    }, 2000);
  };
  if (!window.EventSource) {
    poll();
    return;
  }
  const source = new EventSource(base + '/stream');
  source.addEventListener('open', () => {
    opened = true;
    state.textContent = 'Live: connected';
    svg.dataset.live = 'sse';
  });
  for (const type of EVENT_TYPES) source.addEventListener(type, scheduleReload);
  source.addEventListener('message', scheduleReload);
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED || !opened) {
      source.close();
      poll();
    }
  });
}

svg.addEventListener('keydown', e => {
  if (!position) return;
  const next = moveCursor(e.key, cursor, position.size);
  if (next) {
    cursor = next;
    e.preventDefault();
    render();
    say('Cursor on ' + gtp(cursor.x, cursor.y, position.size), 'info');
  } else if ((e.key === 'Enter' || e.key === ' ') && cursor) {
    e.preventDefault();
    onPoint(cursor.x, cursor.y);
  }
});

$('pass').addEventListener('click', () => act('/pass'));
$('resign').addEventListener('click', () => { $('confirm-resign').hidden = false; $('resign-yes').focus(); });
$('resign-no').addEventListener('click', () => { $('confirm-resign').hidden = true; });
$('resign-yes').addEventListener('click', () => { $('confirm-resign').hidden = true; act('/resign'); });
$('takeback-request').addEventListener('click', () => act('/takeback'));
$('takeback-accept').addEventListener('click', () => act('/takeback/accept'));
$('takeback-decline').addEventListener('click', () => act('/takeback/decline'));
$('score-accept').addEventListener('click', () => act('/score/accept'));
$('resume').addEventListener('click', () => act('/resume'));

setInterval(renderClocks, 500);
load().then(live);
