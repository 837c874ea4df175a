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

/** A result as one sentence: who won and how, or why there is no winner, with the SGF result at the end. */
export function resultText(result) {
  if (!result) return '';
  const sgf = result.sgf && result.sgf !== '?' ? ` — ${result.sgf}` : '';
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
