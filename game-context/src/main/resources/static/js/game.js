import { get, post, me, explain } from './api.js';
import { drawBoard, moveCursor, gtp } from './board.js';
import { formatClock } from './clock.js';
import { renderFinal } from './final.js';
import { displayName } from './names.js';
import { follow } from './live.js';
import { showOrigin } from './game-origin.js';

const gameId = document.body.dataset.gameId;
const base = '/api/games/' + encodeURIComponent(gameId);
const user = me();
const $ = id => document.getElementById(id);
const svg = $('board');

const EVENT_TYPES = ['GameCreated', 'GameImported', 'NigiriParityChosen', 'NigiriGuessed', 'HandicapStonesPlaced',
  'StonePlaced', 'StonesCaptured', 'Passed', 'Resigned', 'TakeBackRequested', 'TakeBackAccepted',
  'TakeBackDeclined', 'MoveTakenBack', 'ScoringStarted', 'DeadStonesMarked', 'ScoreAccepted', 'PlayResumed',
  'ClockTimedOut', 'GameAbandoned', 'GameCancelled', 'GameEnded', 'ResultCorrected', 'PlayerArrived'];
/** How often an open game page tells the server the player is here (GamePresence.HEARTBEAT_SECONDS). */
const PRESENCE_EVERY_MS = 15000;

let summary = null;
let position = null;
let clock = null;
let clockReadAt = 0;
let cursor = null;
/** The dashed cursor shows only while the keyboard is used: after a click it would look like a marker on the board. */
let keyboard = false;
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

function onPoint(x, y, byKeyboard = false) {
  cursor = { x, y };
  keyboard = byKeyboard;
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
    cursor: keyboard ? cursor : null, onPoint,
  });
  svg.dataset.moveNumber = position.moveNumber;
  svg.dataset.status = summary.status;
  const b = summary.black, w = summary.white;
  $('black-name').textContent = b ? displayName(b.userId, 'BLACK') : '(nigiri)';
  $('white-name').textContent = w ? displayName(w.userId, 'WHITE') : '(nigiri)';
  $('black-rank').textContent = b && b.rank ? b.rank : '';
  $('white-rank').textContent = w && w.rank ? w.rank : '';
  $('black-prisoners').textContent = position.capturedByBlack;
  $('white-prisoners').textContent = position.capturedByWhite;
  $('game-title').textContent = (b ? displayName(b.userId, 'BLACK') : '?') + ' vs ' + (w ? displayName(w.userId, 'WHITE') : '?');
  $('game-rules').textContent = `${summary.size}×${summary.size}, ${summary.rules}, komi ${summary.komi}`
    + (summary.handicap ? `, handicap ${summary.handicap}` : '') + ` · move ${position.moveNumber}`;
  $('black-player').classList.toggle('to-move', summary.toMove === 'BLACK');
  $('white-player').classList.toggle('to-move', summary.toMove === 'WHITE');
  $('game-status').textContent = statusText();
  renderActions();
  renderFinal(summary);
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
  const awaited = summary.start ? summary.start.awaited : [];
  if (awaited.length && s !== 'ENDED') {
    const who = awaited.map(u => u === user ? 'you' : displayName(u)).join(' and ');
    const cancel = summary.start.cancelAt ? '; cancelled without result at '
      + new Date(summary.start.cancelAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) + ' if not' : '';
    return `Waiting for ${who} to open the game: the clocks start when both players are here${cancel}.`;
  }
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
    const waiting = summary.waitingFor || [];
    $('marking-accepted').textContent = !acc.length ? 'Nobody has accepted this proposal yet.'
      : `Accepted by ${acc.join(', ')}; waiting for ${waiting.join(', ') || 'nobody'}.`;
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
    showOrigin(s, $('game-origin'));
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

svg.addEventListener('keydown', e => {
  if (!position) return;
  const next = moveCursor(e.key, cursor, position.size);
  if (next) {
    cursor = next;
    keyboard = true;
    e.preventDefault();
    render();
    say('Cursor on ' + gtp(cursor.x, cursor.y, position.size), 'info');
  } else if ((e.key === 'Enter' || e.key === ' ') && cursor) {
    e.preventDefault();
    onPoint(cursor.x, cursor.y, true);
  }
});
// a pointer hides the keyboard cursor until the keys are used again
svg.addEventListener('pointerdown', () => { keyboard = false; });

/** Tells the server this player has the game open: the first time it is their arrival (the clocks wait for it). */
function present() {
  if (!user) return;
  post(base + '/presence').catch(() => { /* a missed heartbeat is made up by the next */ });
}

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
present();
setInterval(present, PRESENCE_EVERY_MS);
load().then(() => follow(base, EVENT_TYPES, scheduleReload, $('live-state'), svg));
