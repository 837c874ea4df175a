package org.openkifu.tournament.domain;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent;

/**
 * The stable, language-neutral names the tournament context's events are stored and published by. A class can be
 * renamed or moved; its name here cannot (a changed schema keeps the name and bumps {@link SchemaVersion}). Every
 * event type is listed (a test walks the sealed interfaces to make sure).
 */
public final class EventTypes {

    private static final Map<Class<?>, String> NAMES = new LinkedHashMap<>();
    private static final Map<String, Class<?>> TYPES = new LinkedHashMap<>();

    static {
        name(TournamentEvent.TournamentCreated.class, "TournamentCreated");
        name(TournamentEvent.TournamentSettingsChanged.class, "TournamentSettingsChanged");
        name(TournamentEvent.RegistrationOpened.class, "RegistrationOpened");
        name(TournamentEvent.PlayerRegistered.class, "PlayerRegistered");
        name(TournamentEvent.PlayerRemoved.class, "PlayerRemoved");
        name(TournamentEvent.PlayerWithdrawn.class, "PlayerWithdrawn");
        name(TournamentEvent.PlayerMarkedAbsent.class, "PlayerMarkedAbsent");
        name(TournamentEvent.AbsenceCancelled.class, "AbsenceCancelled");
        name(TournamentEvent.TournamentStarted.class, "TournamentStarted");
        name(TournamentEvent.RoundPaired.class, "RoundPaired");
        name(TournamentEvent.GameRequested.class, "GameRequested");
        name(TournamentEvent.GameResultRecorded.class, "GameResultRecorded");
        name(TournamentEvent.GameResultCorrected.class, "GameResultCorrected");
        name(TournamentEvent.RoundFinished.class, "RoundFinished");
        name(TournamentEvent.TournamentFinished.class, "TournamentFinished");
        // draft rounds
        name(TournamentEvent.DraftRoundPaired.class, "DraftRoundPaired");
        name(TournamentEvent.DraftBoardsUnpaired.class, "DraftBoardsUnpaired");
        name(TournamentEvent.DraftBoardPaired.class, "DraftBoardPaired");
        name(TournamentEvent.DraftColoursSwapped.class, "DraftColoursSwapped");
        name(TournamentEvent.DraftHandicapChanged.class, "DraftHandicapChanged");
        name(TournamentEvent.DraftByeGiven.class, "DraftByeGiven");
        name(TournamentEvent.DraftRestPaired.class, "DraftRestPaired");
        name(TournamentEvent.DraftRoundPublished.class, "DraftRoundPublished");
        name(TournamentEvent.DraftRoundDiscarded.class, "DraftRoundDiscarded");
        // the director's desk (issue 17)
        name(DirectorEvents.OrganizerResultEntered.class, "OrganizerResultEntered");
        name(DirectorEvents.TournamentPaused.class, "TournamentPaused");
        name(DirectorEvents.TournamentResumed.class, "TournamentResumed");
        name(DirectorEvents.PlayerDetailsChanged.class, "PlayerDetailsChanged");
        name(TwoGameMatchEvent.TwoGameMatchProposed.class, "TwoGameMatchProposed");
        name(TwoGameMatchEvent.TwoGameMatchAccepted.class, "TwoGameMatchAccepted");
        name(TwoGameMatchEvent.TwoGameMatchDeclined.class, "TwoGameMatchDeclined");
        name(TwoGameMatchEvent.MatchGameRequested.class, "MatchGameRequested");
        name(TwoGameMatchEvent.MatchGameResultRecorded.class, "MatchGameResultRecorded");
        name(TwoGameMatchEvent.MatchGameResultCorrected.class, "MatchGameResultCorrected");
        name(TwoGameMatchEvent.TwoGameMatchDecided.class, "TwoGameMatchDecided");
    }

    private EventTypes() {
    }

    private static void name(Class<?> type, String name) {
        if (NAMES.put(type, name) != null || TYPES.put(name, type) != null) {
            throw new IllegalStateException("event name or type listed twice: " + name);
        }
    }

    /** The stable name of an event type, e.g. "RoundPaired". */
    public static String nameOf(Class<?> type) {
        String name = NAMES.get(type);
        if (name == null) {
            throw new IllegalArgumentException(type.getName() + " is not a tournament-context event");
        }
        return name;
    }

    /** The event type stored under {@code name}, empty for a name this version does not know. */
    public static Optional<Class<?>> typeOf(String name) {
        return Optional.ofNullable(TYPES.get(name));
    }

    /** Every name, in catalogue order. */
    public static Map<String, Class<?>> all() {
        return java.util.Collections.unmodifiableMap(TYPES);
    }
}
