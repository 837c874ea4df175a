import { deskPlayers, setUpDeskPlayers } from './tournament-desk-players.js';
import { deskRounds, deskActions, setUpDeskResults } from './tournament-desk-results.js';

// The director's desk (issue 17): the organizer's controls on the tournament page. The element ids and data
// attributes tests rely on are listed at the top of tournament-desk-players.js and tournament-desk-results.js.

/** After the page drew the players table and its own buttons. */
export function deskDrawn(tournament, user) {
  const organizer = !!user && user === tournament.organizerId;
  deskPlayers(tournament, organizer);
  deskActions(tournament, organizer);
}

/** After the page drew the rounds. */
export function deskRoundsDrawn(tournament, rounds, names, user) {
  deskRounds(tournament, rounds, names, !!user && user === tournament.organizerId);
}

export function setUpDesk(base, refresh) {
  setUpDeskPlayers(base, refresh);
  setUpDeskResults(base, refresh);
}
