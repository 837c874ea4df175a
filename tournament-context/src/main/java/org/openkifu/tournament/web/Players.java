package org.openkifu.tournament.web;

import org.openkifu.infra.security.Account;
import org.openkifu.infra.security.Accounts;
import org.openkifu.tournament.domain.Entrant;
import org.openkifu.tournament.domain.EntryFields;
import org.openkifu.tournament.domain.Rank;
import org.openkifu.tournament.domain.TournamentViolation;
import org.springframework.stereotype.Component;

/**
 * Players as the tournament needs them, from the platform's accounts: the registered name (the user id every command
 * and game carries) and the rank the player declared. The tournament keeps the rank it was given at registration:
 * its pairings and McMahon scores must not change when somebody edits an account mid-tournament.
 */
@Component
class Players {

    static final String UNKNOWN_PLAYER = "UNKNOWN_PLAYER";

    private final Accounts accounts;

    Players(Accounts accounts) {
        this.accounts = accounts;
    }

    Account account(String userId) {
        if (userId == null || userId.isBlank()) {
            throw new TournamentViolation(TournamentViolation.INVALID_COMMAND, "name the player (their user name)");
        }
        return accounts.find(userId.strip()).orElseThrow(() -> new TournamentViolation(UNKNOWN_PLAYER,
                "there is no player '" + userId.strip() + "': players need an account (sign up at /signup)"));
    }

    Rank rank(String userId) {
        return Rank.parse(account(userId).rank());
    }

    /** The account as an entrant; {@code name} (as the results print it), rating, country and club are optional. */
    Entrant entrant(String userId, String name, Integer rating, String country, String club) {
        return entrant(userId, name, rating, country, club, null);
    }

    /** With the rank the organizer entered instead of the account's, when given (30k..9p). */
    Entrant entrant(String userId, String name, Integer rating, String country, String club, String rank) {
        Account a = account(userId);
        // a name left out is the user name; one over the EGF file's 30 characters is cut here (it was not typed),
        // while a name the player types is refused when longer (EntryFields, docs/tournaments.md)
        if ((name == null || name.isBlank()) && a.username().length() > EntryFields.NAME_MAX) {
            name = a.username().substring(0, EntryFields.NAME_MAX);
        }
        String code = blankToNull(country);
        Rank r = rank == null || rank.isBlank() ? Rank.parse(a.rank()) : Rank.parse(rank);
        return new Entrant(a.username(), name, r, rating,
                code == null ? null : code.toUpperCase(java.util.Locale.ROOT), blankToNull(club));
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
