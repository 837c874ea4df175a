import { get, post, explain } from './api.js';

const $ = id => document.getElementById(id);
const form = $('invite-form');

function number(id) {
  const v = $(id).value.trim();
  return v === '' ? null : Number(v);
}

function timeControl() {
  const kind = $('timeKind').value;
  const main = (number('mainMinutes') || 0) * 60;
  const period = number('period') || 0;
  const tc = { kind, mainSeconds: 0, periods: 0, periodSeconds: 0, stonesPerPeriod: 0, incrementSeconds: 0 };
  switch (kind) {
    case 'ABSOLUTE': tc.mainSeconds = main; break;
    case 'JAPANESE_BYOYOMI': Object.assign(tc, { mainSeconds: main, periods: number('periods') || 0, periodSeconds: period }); break;
    case 'CANADIAN': Object.assign(tc, { mainSeconds: main, stonesPerPeriod: number('stones') || 0, periodSeconds: period * 60 }); break;
    case 'FISCHER': Object.assign(tc, { mainSeconds: main, incrementSeconds: number('increment') || 0 }); break;
    case 'CORRESPONDENCE': tc.periodSeconds = period * 86400; break;
    default: break;
  }
  return tc;
}

/** Only the fields of the chosen time system show (each label says which systems it belongs to). */
function showTimeFields() {
  const kind = $('timeKind').value;
  for (const field of document.querySelectorAll('[data-kinds]')) {
    field.hidden = !field.dataset.kinds.split(' ').includes(kind);
  }
}
/** A period that fits the system just chosen: seconds of byo-yomi, minutes (Canadian), days (correspondence). */
const PERIOD_DEFAULTS = { JAPANESE_BYOYOMI: 30, CANADIAN: 5, CORRESPONDENCE: 3 };
$('timeKind').addEventListener('change', () => {
  const period = PERIOD_DEFAULTS[$('timeKind').value];
  if (period) $('period').value = period;
  showTimeFields();
});
showTimeFields();

form.addEventListener('submit', async e => {
  e.preventDefault();
  const message = $('invite-message');
  const body = {
    invitee: $('invitee').value.trim(),
    size: number('size'),
    rules: $('rules').value,
    komi: number('komi'),
    handicap: number('handicap'),
    gameType: $('gameType').value || null,
    colour: $('colour').value,
    inviterRank: $('inviterRank').value.trim() || null,
    inviteeRank: $('inviteeRank').value.trim() || null,
    timeControl: timeControl(),
    takeBackAllowed: $('takeBackAllowed').checked,
    rated: $('rated').checked,
    message: $('message').value,
    validForMinutes: number('validFor'),
  };
  if (!body.invitee) {
    message.textContent = 'Say whom you invite.';
    $('invitee').focus();
    return;
  }
  try {
    await post('/api/invitations', body);
    window.location.assign('/lobby?sent');
  } catch (err) {
    message.textContent = explain(err);
  }
});

// The inviter's rank defaults to the account's (GET /api/me), which the game type and handicap are chosen from.
get('/api/me').then(account => {
  const rank = $('inviterRank');
  if (account && account.rank && !rank.value) rank.value = account.rank;
}).catch(() => { /* not signed in, or no accounts on this server: the field stays empty */ });
