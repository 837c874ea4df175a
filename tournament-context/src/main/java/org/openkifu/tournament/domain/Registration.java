package org.openkifu.tournament.domain;

import java.time.Instant;
import java.util.List;
import org.openkifu.tournament.domain.TournamentCommand.AddPlayer;
import org.openkifu.tournament.domain.TournamentCommand.CancelAbsence;
import org.openkifu.tournament.domain.TournamentCommand.ChangeSettings;
import org.openkifu.tournament.domain.TournamentCommand.CreateTournament;
import org.openkifu.tournament.domain.TournamentCommand.MarkAbsent;
import org.openkifu.tournament.domain.TournamentCommand.OpenRegistration;
import org.openkifu.tournament.domain.TournamentCommand.Register;
import org.openkifu.tournament.domain.TournamentCommand.RemovePlayer;
import org.openkifu.tournament.domain.TournamentCommand.Withdraw;
import org.openkifu.tournament.domain.TournamentEvent.AbsenceCancelled;
import org.openkifu.tournament.domain.TournamentEvent.PlayerMarkedAbsent;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRemoved;
import org.openkifu.tournament.domain.TournamentEvent.PlayerWithdrawn;
import org.openkifu.tournament.domain.TournamentEvent.RegistrationOpened;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvent.TournamentSettingsChanged;
import org.openkifu.tournament.domain.TournamentState.PlayerEntry;
import org.openkifu.tournament.domain.TournamentState.Status;

/** The organizer's lifecycle steps before the rounds, and the field: registrations, withdrawals, absences. */
final class Registration {

    private Registration() {
    }

    static List<TournamentEvent> create(CreateTournament c, TournamentState s, Instant now) {
        if (c.name() == null || c.name().isBlank()) {
            throw reject(TournamentViolation.INVALID_COMMAND, "a tournament needs a name");
        }
        EntryFields.title("name", c.name());
        EntryFields.title("location", c.location());
        if (c.settings() == null) {
            throw reject(TournamentViolation.INVALID_SETTINGS, "a tournament needs its settings");
        }
        c.settings().validated();
        if (s != null) {
            if (s.organizerId().equals(c.actingUserId()) && s.name().equals(c.name().trim())) {
                return List.of(); // the same creation delivered again
            }
            throw reject(TournamentViolation.TOURNAMENT_ALREADY_EXISTS, "tournament " + c.tournamentId() + " already exists");
        }
        return List.of(new TournamentCreated(c.tournamentId(), c.actingUserId(), c.name().trim(),
                c.location() == null ? "" : c.location().trim(), c.settings(), now));
    }

    static List<TournamentEvent> changeSettings(ChangeSettings c, TournamentState s, Instant now) {
        organizer(c.actingUserId(), s);
        beforeStart(s, "the settings are frozen once the first round has started");
        if (c.settings() == null) {
            throw reject(TournamentViolation.INVALID_SETTINGS, "give the new settings");
        }
        c.settings().validated();
        if (c.settings().maximumPlayers() > 0 && c.settings().maximumPlayers() < s.players().size()) {
            throw reject(TournamentViolation.INVALID_SETTINGS, s.players().size() + " players are registered already; "
                    + "remove some before lowering the maximum to " + c.settings().maximumPlayers());
        }
        if (c.settings().equals(s.settings())) {
            return List.of();
        }
        return List.of(new TournamentSettingsChanged(s.tournamentId(), c.actingUserId(), c.settings(), now));
    }

    static List<TournamentEvent> openRegistration(OpenRegistration c, TournamentState s, Instant now) {
        organizer(c.actingUserId(), s);
        if (s.status() == Status.REGISTRATION_OPEN) {
            return List.of();
        }
        if (s.status() != Status.DRAFT) {
            throw reject(TournamentViolation.INVALID_STATE, "registration can only be opened before the tournament starts");
        }
        return List.of(new RegistrationOpened(s.tournamentId(), c.actingUserId(), now));
    }

    static List<TournamentEvent> register(Register c, TournamentState s, Instant now) {
        if (c.entrant() == null || !c.entrant().userId().equals(c.actingUserId())) {
            throw reject(TournamentViolation.NOT_THE_PLAYER, "players register themselves; the organizer adds others");
        }
        if (s.status() != Status.REGISTRATION_OPEN) {
            throw reject(TournamentViolation.REGISTRATION_CLOSED, s.status() == Status.DRAFT
                    ? "registration has not opened yet" : "registration is closed: the tournament has started");
        }
        admit(c.entrant(), s);
        return List.of(new PlayerRegistered(s.tournamentId(), c.entrant(), c.actingUserId(), now));
    }

    static List<TournamentEvent> addPlayer(AddPlayer c, TournamentState s, Instant now) {
        organizer(c.actingUserId(), s);
        if (c.entrant() == null) {
            throw reject(TournamentViolation.INVALID_COMMAND, "give the player to add");
        }
        if (s.status() == Status.FINISHED) {
            throw reject(TournamentViolation.INVALID_STATE, "the tournament has finished");
        }
        if (s.status() == Status.RUNNING && !s.settings().format().scorePaired()) {
            throw reject(TournamentViolation.INVALID_STATE, "a " + s.settings().format()
                    + " field is fixed at the start: late entries are only possible in Swiss and McMahon");
        }
        if (Guests.isGuest(c.entrant().userId()) && (!Guests.valid(c.entrant().userId())
                || c.entrant().name().equals(c.entrant().userId()))) {
            throw reject(TournamentViolation.INVALID_GUEST, "a guest entry needs a name and an id guest:<uuid>");
        }
        admit(c.entrant(), s);
        return List.of(new PlayerRegistered(s.tournamentId(), c.entrant(), c.actingUserId(), now));
    }

    static List<TournamentEvent> withdraw(Withdraw c, TournamentState s, Instant now) {
        return leave(c.actingUserId(), c.actingUserId(), s, now);
    }

    static List<TournamentEvent> remove(RemovePlayer c, TournamentState s, Instant now) {
        organizer(c.actingUserId(), s);
        return leave(c.userId(), c.actingUserId(), s, now);
    }

    private static List<TournamentEvent> leave(String userId, String by, TournamentState s, Instant now) {
        PlayerEntry p = s.player(userId).orElseThrow(() -> reject(TournamentViolation.NOT_REGISTERED,
                userId + " is not registered in this tournament"));
        if (s.status() == Status.FINISHED) {
            throw reject(TournamentViolation.INVALID_STATE, "the tournament has finished");
        }
        if (p.withdrawn()) {
            return List.of();
        }
        if (s.status() == Status.DRAFT || s.status() == Status.REGISTRATION_OPEN) {
            return List.of(new PlayerRemoved(s.tournamentId(), userId, by, now));
        }
        return List.of(new PlayerWithdrawn(s.tournamentId(), userId, by, s.roundsPaired(), now));
    }

    static List<TournamentEvent> markAbsent(MarkAbsent c, TournamentState s, Instant now) {
        absenceChecks(c.actingUserId(), c.userId(), c.round(), s);
        if (s.absentIn(c.round()).contains(c.userId())) {
            return List.of();
        }
        return List.of(new PlayerMarkedAbsent(s.tournamentId(), c.userId(), c.round(), c.actingUserId(), now));
    }

    static List<TournamentEvent> cancelAbsence(CancelAbsence c, TournamentState s, Instant now) {
        absenceChecks(c.actingUserId(), c.userId(), c.round(), s);
        if (!s.absentIn(c.round()).contains(c.userId())) {
            return List.of();
        }
        return List.of(new AbsenceCancelled(s.tournamentId(), c.userId(), c.round(), c.actingUserId(), now));
    }

    static void absenceChecks(String actingUserId, String userId, int round, TournamentState s) {
        organizer(actingUserId, s);
        if (!s.settings().format().scorePaired()) {
            throw reject(TournamentViolation.INVALID_STATE, "absences are for Swiss and McMahon rounds; in a "
                    + s.settings().format() + " a missing player forfeits or withdraws");
        }
        PlayerEntry p = s.player(userId).orElseThrow(() -> reject(TournamentViolation.NOT_REGISTERED,
                userId + " is not registered in this tournament"));
        if (p.withdrawn()) {
            throw reject(TournamentViolation.NOT_REGISTERED, userId + " has withdrawn");
        }
        if (s.status() == Status.FINISHED) {
            throw reject(TournamentViolation.INVALID_STATE, "the tournament has finished");
        }
        if (round < 1 || round > s.settings().rounds()) {
            throw reject(TournamentViolation.NO_MORE_ROUNDS, "the tournament has rounds 1 to " + s.settings().rounds());
        }
        if (round <= s.roundsPaired()) {
            throw reject(TournamentViolation.ROUND_ALREADY_PAIRED, "round " + round + " is already paired");
        }
    }

    static void admit(Entrant e, TournamentState s) {
        EntryFields.entrant(e);
        s.player(e.userId()).ifPresent(p -> {
            throw reject(TournamentViolation.ALREADY_REGISTERED, p.withdrawn()
                    ? e.userId() + " has withdrawn from this tournament and cannot register again"
                    : e.userId() + " is already registered");
        });
        TournamentSettings t = s.settings();
        if (t.maximumPlayers() > 0 && s.players().size() >= t.maximumPlayers()) {
            throw reject(TournamentViolation.TOURNAMENT_FULL, "the tournament is full (" + t.maximumPlayers() + " players)");
        }
        if ((t.minimumRank() != null && e.rank().value() < t.minimumRank().value())
                || (t.maximumRank() != null && e.rank().value() > t.maximumRank().value())) {
            throw reject(TournamentViolation.RANK_OUT_OF_RANGE, "this tournament admits "
                    + (t.minimumRank() == null ? "any rank" : t.minimumRank()) + " to "
                    + (t.maximumRank() == null ? "any rank" : t.maximumRank()) + ", not " + e.rank());
        }
        if (e.rating() == null && (t.minimumRating() != null || t.maximumRating() != null)) {
            throw reject(TournamentViolation.RATING_OUT_OF_RANGE, "this tournament admits players by rating: give yours");
        }
        if (e.rating() != null && ((t.minimumRating() != null && e.rating() < t.minimumRating())
                || (t.maximumRating() != null && e.rating() > t.maximumRating()))) {
            throw reject(TournamentViolation.RATING_OUT_OF_RANGE, "this tournament admits ratings "
                    + (t.minimumRating() == null ? "" : t.minimumRating()) + ".."
                    + (t.maximumRating() == null ? "" : t.maximumRating()) + ", not " + e.rating());
        }
    }

    static void organizer(String actingUserId, TournamentState s) {
        if (!s.organizerId().equals(actingUserId)) {
            throw reject(TournamentViolation.NOT_THE_ORGANIZER, "only the organizer can do that");
        }
    }

    private static void beforeStart(TournamentState s, String message) {
        if (s.status() != Status.DRAFT && s.status() != Status.REGISTRATION_OPEN) {
            throw reject(TournamentViolation.INVALID_STATE, message);
        }
    }

    static TournamentViolation reject(String code, String message) {
        return new TournamentViolation(code, message);
    }
}
