// How players and results read for people. An imported record's players are pseudo users ("sgf:black:Lee Sedol",
// "sgf:white" when the record names nobody): the page shows the record's name, not the id.

/** The name to show for a user id; {@code colour} (BLACK/WHITE) names an imported player the record left unnamed. */
export function displayName(userId, colour) {
  if (!userId) return colour ? (colour === 'BLACK' ? 'Black' : 'White') : '?';
  if (userId.startsWith('sgf:')) {
    const name = userId.split(':').slice(2).join(':');
    return name || (userId.startsWith('sgf:black') ? 'Black' : 'White');
  }
  return userId;
}

const REASONS = {
  RESIGNATION: 'by resignation', TIMEOUT: 'on time', SCORE: 'on the count', ABANDONMENT: 'because the opponent left',
  MOVE_CAP: 'on the count at the move cap', CAPTURE_GOAL: 'by captures', FORFEIT: 'by forfeit', UNKNOWN: '',
};

/** Who asked for a game, by its origin kind, for the sentence of a game cancelled on their request. */
const REQUESTERS = {
  LADDER_CHALLENGE: 'its ladder', TOURNAMENT_PAIRING: 'its tournament', TWO_GAME_MATCH: 'its match',
  OPEN_OFFER: 'the waiting room', AUTOMATCH: 'the waiting room',
};

/** The requester's reason codes (CancelGame, docs/events.md) as words; an unknown code is shown as it is. */
const CANCEL_REASONS = {
  CHALLENGE_DECLINED: 'the challenge was declined', CHALLENGE_CANCELLED: 'the challenge was cancelled',
  CHALLENGE_WITHDRAWN: 'the challenge was withdrawn', CHALLENGE_EXPIRED: 'the challenge expired',
  BOARD_DECIDED_WITHOUT_GAME: 'the organizer decided the board without this game',
};

/**
 * A result as one sentence: who won and how, or why there is no winner, with the SGF result at the end.
 * {@code cancellation} (the summary's) says why a game was cancelled on request; without it a cancelled game is one
 * that did not start in time.
 */
export function resultText(result, cancellation) {
  if (!result) return '';
  const sgf = result.sgf && result.sgf !== '?' ? ` — ${result.sgf}` : '';
  if (result.reason === 'CANCELLED' && cancellation) {
    const by = REQUESTERS[cancellation.originKind] ?? 'the context that asked for it';
    const why = CANCEL_REASONS[cancellation.reason] ?? cancellation.reason.toLowerCase().replaceAll('_', ' ');
    return `Cancelled by ${by} before any move: ${why}. No result.`;
  }
  switch (result.reason) {
    case 'CANCELLED': return 'Cancelled: the game did not start in time. No result.';
    case 'VOID': return 'Void: no result.';
    default: break;
  }
  if (!result.winnerUserId) {
    return result.reason === 'UNKNOWN' ? 'Result unknown: the record does not say who won.' : `Jigo (a draw)${sgf}`;
  }
  const colour = result.winner === 'BLACK' ? 'Black' : result.winner === 'WHITE' ? 'White' : null;
  const who = displayName(result.winnerUserId, result.winner) + (colour ? ` (${colour})` : '');
  const how = REASONS[result.reason] ?? result.reason.toLowerCase();
  return `${who} wins${how ? ' ' + how : ''}${sgf}`;
}

/** From a player's side: "won", "lost", "jigo" or "no result" (void, cancelled, unknown), for lists and charts. */
export function outcomeFor(userId, black, white, sgfResult) {
  const mine = black && black.userId === userId ? 'B' : white && white.userId === userId ? 'W' : null;
  if (!mine || !sgfResult || sgfResult === '?' || sgfResult === 'Void') return 'no result';
  if (sgfResult === '0') return 'jigo';
  return sgfResult.startsWith(mine + '+') ? 'won' : 'lost';
}
