import { get, getPage, moreButton, post, me, explain, el, when } from './api.js';
import { clockOf, describeGame } from './ladder-common.js';

const user = me();
const $ = id => document.getElementById(id);
let goingTo = null; // the offer or match whose game this page waits for, to open it when it exists

function say(text) {
  $('room-message').textContent = text;
}

function wanted() {
  const lowest = $('game-lowest').value.trim();
  const highest = $('game-highest').value.trim();
  return { size: Number($('game-size').value), preset: $('game-preset').value, timeControl: clockOf($('game-clock').value),
    rated: $('game-rated').checked, lowestRank: lowest || null, highestRank: highest || null };
}

function range(o) {
  return !o.lowestRank && !o.highestRank ? 'anyone' : (o.lowestRank || 'any') + '–' + (o.highestRank || 'any');
}

function gameLink(gameId) {
  return el('a', { class: 'open-game', href: '/games/' + encodeURIComponent(gameId), text: 'Open the game' });
}

function offerRow(o) {
  const li = el('li', { class: 'offer ' + o.status.toLowerCase(), 'data-offer-id': o.offerId },
    el('span', { class: 'who', text: o.postedBy + (o.rank ? ' (' + o.rank + ')' : '') }),
    el('span', { class: 'what', text: describeGame(o) + ', for ' + range(o) }),
    el('span', { class: 'state', text: o.status === 'OPEN' ? 'until ' + when(o.expiresAt)
      : o.status.toLowerCase() + (o.acceptedBy ? ' by ' + o.acceptedBy : '') }));
  const actions = el('span', { class: 'row-actions' });
  if (o.status === 'OPEN' && user && o.postedBy !== user) {
    actions.append(el('button', { type: 'button', class: 'accept', text: 'Accept', onclick: () => accept(o.offerId) }));
  } else if (o.status === 'OPEN' && o.postedBy === user) {
    actions.append(el('button', { type: 'button', class: 'withdraw', text: 'Withdraw', onclick: () => withdraw(o.offerId) }));
  }
  if (o.gameId) actions.append(gameLink(o.gameId));
  if (o.refusal) actions.append(el('span', { class: 'small', text: 'no game: ' + o.refusal.message }));
  li.append(actions);
  return li;
}

function requestRow(r) {
  return el('li', { class: 'match-request ' + r.status.toLowerCase(), 'data-request-id': r.requestId },
    el('span', { class: 'who', text: 'Auto-match' }),
    el('span', { class: 'what', text: describeGame(r) + ', for ' + range(r) }),
    el('span', { class: 'state', text: r.status === 'MATCHED' ? 'matched with ' + r.opponentUserId
      : r.status === 'WAITING' ? 'waiting until ' + when(r.expiresAt) : r.status.toLowerCase() }),
    el('span', { class: 'row-actions' }, r.gameId ? gameLink(r.gameId) : null,
      r.status === 'WAITING' ? el('button', { type: 'button', class: 'cancel', text: 'Cancel', onclick: () => cancel(r.requestId) }) : null));
}

function fill(list, items, empty) {
  list.replaceChildren(...(items.length ? items : empty ? [el('li', { class: 'empty', text: empty })] : []));
}

let extended = false; // a "More" page of offers is shown: the periodic reload would take it away

/** More open offers (the next page, newest first), appended. */
async function moreOffers(cursor) {
  try {
    const page = await getPage('/api/offers', cursor);
    extended = true;
    $('open-offers').append(...page.items.map(offerRow));
    moreButton($('open-offers'), page.next, moreOffers);
  } catch (e) {
    say(explain(e));
  }
}

async function load() {
  try {
    const page = await getPage('/api/offers');
    extended = false;
    fill($('open-offers'), page.items.map(offerRow), 'No open offers. Post one!');
    moreButton($('open-offers'), page.next, moreOffers);
    if (user) {
      const [mine, requests] = await Promise.all([get('/api/offers?user=' + encodeURIComponent(user)), get('/api/automatch')]);
      fill($('my-offers'), mine.map(offerRow), 'You have no offers.');
      fill($('my-requests'), requests.slice(0, 10).map(requestRow), null);
      const ready = [...mine, ...requests].find(x => x.gameId && goingTo && (x.offerId === goingTo || x.requestId === goingTo));
      if (ready) window.location.assign('/games/' + encodeURIComponent(ready.gameId));
    }
  } catch (e) {
    say(explain(e));
  }
}

async function accept(offerId) {
  try {
    const offer = await post('/api/offers/' + encodeURIComponent(offerId) + '/accept');
    if (offer.gameId) {
      window.location.assign('/games/' + encodeURIComponent(offer.gameId));
      return;
    }
    goingTo = offerId;
    say('Offer accepted: the game is being created and opens by itself.');
    load();
  } catch (e) {
    say(explain(e));
  }
}

async function withdraw(offerId) {
  try {
    await post('/api/offers/' + encodeURIComponent(offerId) + '/withdraw');
    say('Offer withdrawn.');
    load();
  } catch (e) {
    say(explain(e));
  }
}

async function cancel(requestId) {
  try {
    const response = await fetch('/api/automatch/' + encodeURIComponent(requestId), { method: 'DELETE',
      credentials: 'same-origin', headers: csrf() });
    if (!response.ok) throw new Error('the server answered ' + response.status);
    say('Auto-match cancelled.');
    load();
  } catch (e) {
    say(explain(e));
  }
}

function csrf() {
  const token = document.querySelector('meta[name="_csrf"]');
  const header = document.querySelector('meta[name="_csrf_header"]');
  if (token && header && token.content) return { [header.content]: token.content };
  const cookie = document.cookie.split('; ').find(c => c.startsWith('XSRF-TOKEN='));
  return cookie ? { 'X-XSRF-TOKEN': decodeURIComponent(cookie.substring(11)) } : {};
}

$('post-offer').addEventListener('click', async () => {
  try {
    const offer = await post('/api/offers', wanted());
    goingTo = offer.offerId;
    say('Your offer is open: the game starts when somebody accepts it, and opens here by itself.');
    load();
  } catch (e) {
    say(explain(e));
  }
});

$('find-game').addEventListener('click', async () => {
  try {
    const request = await post('/api/automatch', wanted());
    goingTo = request.requestId;
    say(request.status === 'MATCHED' ? 'Matched with ' + request.opponentUserId + ': the game is being created.'
      : 'Waiting for an opponent with these settings…');
    load();
  } catch (e) {
    say(explain(e));
  }
});

load();
setInterval(() => { if (!document.hidden && !extended) load(); }, 3000);
