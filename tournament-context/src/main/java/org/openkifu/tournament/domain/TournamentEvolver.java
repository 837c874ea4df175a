package org.openkifu.tournament.domain;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.openkifu.tournament.domain.TournamentEvent.AbsenceCancelled;
import org.openkifu.tournament.domain.TournamentEvent.GameRequested;
import org.openkifu.tournament.domain.TournamentEvent.GameResultCorrected;
import org.openkifu.tournament.domain.TournamentEvent.GameResultRecorded;
import org.openkifu.tournament.domain.TournamentEvent.PlayerMarkedAbsent;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRegistered;
import org.openkifu.tournament.domain.TournamentEvent.PlayerRemoved;
import org.openkifu.tournament.domain.TournamentEvent.PlayerWithdrawn;
import org.openkifu.tournament.domain.TournamentEvent.RegistrationOpened;
import org.openkifu.tournament.domain.TournamentEvent.RoundFinished;
import org.openkifu.tournament.domain.TournamentEvent.RoundPaired;
import org.openkifu.tournament.domain.TournamentEvent.TournamentCreated;
import org.openkifu.tournament.domain.TournamentEvent.TournamentFinished;
import org.openkifu.tournament.domain.TournamentEvent.TournamentSettingsChanged;
import org.openkifu.tournament.domain.TournamentEvent.TournamentStarted;
import org.openkifu.tournament.domain.TournamentState.BoardState;
import org.openkifu.tournament.domain.TournamentState.GameSlot;
import org.openkifu.tournament.domain.TournamentState.PlayerEntry;
import org.openkifu.tournament.domain.TournamentState.RoundState;
import org.openkifu.tournament.domain.TournamentState.Status;

/**
 * {@code evolve(state, event) -> state}: how each fact changes the tournament. Pure and total: it trusts the events
 * (they were decided against the same rules) and never throws for a valid history.
 */
public final class TournamentEvolver {

    private TournamentEvolver() {
    }

    public static TournamentState fold(List<? extends TournamentEvent> events) {
        TournamentState state = null;
        for (TournamentEvent e : events) {
            state = evolve(state, e);
        }
        return state;
    }

    /** One case per event, no default: a new event type that is not handled here does not compile. */
    public static TournamentState evolve(TournamentState s, TournamentEvent event) {
        return switch (event) {
            case TournamentCreated e -> new TournamentState(e.tournamentId(), e.organizerId(), e.name(), e.location(),
                    e.settings(), Status.DRAFT, List.of(), Map.of(), List.of(), 0, List.of(), null, null, null, false);
            case TournamentSettingsChanged e -> s.with(e.settings(), s.status());
            case RegistrationOpened _ -> s.with(s.settings(), Status.REGISTRATION_OPEN);
            case PlayerRegistered e -> {
                List<PlayerEntry> players = new ArrayList<>(s.players());
                players.add(new PlayerEntry(e.entrant(), false, 0, s.roundsPaired() + 1));
                yield s.withPlayers(players);
            }
            case PlayerRemoved e -> s.withPlayers(s.players().stream().filter(p -> !p.userId().equals(e.userId())).toList())
                    .withAbsences(withoutPlayer(s.absences(), e.userId()));
            case PlayerWithdrawn e -> s.withPlayers(s.players().stream().map(p -> p.userId().equals(e.userId())
                    ? new PlayerEntry(p.entrant(), true, e.afterRound(), p.firstRound()) : p).toList());
            case PlayerMarkedAbsent e -> absence(s, e.round(), e.userId(), true);
            case AbsenceCancelled e -> absence(s, e.round(), e.userId(), false);
            case TournamentStarted e -> s.started(e.seeds(), e.rounds(), e.at());
            case RoundPaired e -> {
                List<BoardState> boards = e.boards().stream().map(b -> new BoardState(b, List.of())).toList();
                List<RoundState> rounds = new ArrayList<>(s.rounds());
                rounds.add(new RoundState(e.round(), boards, e.byes(), e.absent(), e.walkovers(), false, e.at()));
                yield s.withRounds(rounds).withDraft(null); // a paired round is no draft any more
            }
            case GameRequested e -> {
                GameSlot slot = new GameSlot(e.gameNumber(), e.requestId(), e.gameId(), e.blackUserId(),
                        e.whiteUserId(), e.handicap(), e.komi(), null, null, null);
                yield updateBoard(s, e.round(), e.board(), b -> {
                    List<GameSlot> games = new ArrayList<>(b.games());
                    games.add(slot);
                    return new BoardState(b.board(), games);
                }, true);
            }
            case GameResultRecorded e -> setResult(s, e.round(), e.board(), e.gameNumber(), e.result());
            case GameResultCorrected e -> setResult(s, e.round(), e.board(), e.gameNumber(), e.corrected());
            case RoundFinished e -> {
                RoundState r = s.round(e.round());
                yield s.withRound(new RoundState(r.number(), r.boards(), r.byes(), r.absent(), r.walkovers(), true,
                        r.pairedAt()));
            }
            case TournamentFinished e -> s.finished(e.at());
            case TournamentEvent.Draft e -> DraftEvolver.evolve(s, e);
            case TournamentEvent.Director e -> director(s, e);
        };
    }

    private static TournamentState absence(TournamentState s, int round, String userId, boolean absent) {
        Map<Integer, Set<String>> a = new HashMap<>(s.absences());
        Set<String> set = new HashSet<>(a.getOrDefault(round, Set.of()));
        if (absent) {
            set.add(userId);
        } else {
            set.remove(userId);
        }
        a.put(round, Set.copyOf(set));
        return s.withAbsences(a);
    }

    // ---------------------------------------------------------------- the director's desk (issue 17)

    private static TournamentState director(TournamentState s, TournamentEvent.Director event) {
        return switch (event) {
            case DirectorEvents.OrganizerResultEntered e -> {
                TournamentState.Decision d = new TournamentState.Decision(e.kind(), e.enteredBy(), e.reason(), e.at(),
                        e.previous() != null);
                yield updateBoard(s, e.round(), e.board(), b -> {
                    List<GameSlot> games = new ArrayList<>(b.games());
                    if (b.game(e.gameNumber()).isPresent()) {
                        games.replaceAll(g -> g.gameNumber() == e.gameNumber() ? g.decided(e.result(), d) : g);
                    } else { // a game never requested (a guest's board): the organizer's entry is its only record
                        boolean first = e.gameNumber() == 1;
                        games.add(new GameSlot(e.gameNumber(), null, null, e.blackUserId(), e.whiteUserId(),
                                first ? b.board().handicap() : 0, first ? b.board().komi() : s.settings().komi(),
                                e.result(), e.result(), d));
                    }
                    return new BoardState(b.board(), games);
                }, false);
            }
            case DirectorEvents.TournamentPaused _ -> s.paused(true);
            case DirectorEvents.TournamentResumed _ -> s.paused(false);
            case DirectorEvents.PlayerDetailsChanged e -> s.withPlayers(s.players().stream().map(p -> {
                if (!p.userId().equals(e.userId())) {
                    return p;
                }
                Entrant was = p.entrant();
                return new PlayerEntry(new Entrant(was.userId(), was.name(), e.rank(), was.rating(), e.country(),
                        e.club()), p.withdrawn(), p.withdrawnAfterRound(), p.firstRound());
            }).toList());
        };
    }

    private static TournamentState setResult(TournamentState s, int round, int board, int gameNumber, GameOutcome result) {
        return updateBoard(s, round, board, b -> new BoardState(b.board(), b.games().stream()
                .map(g -> g.gameNumber() == gameNumber ? g.withResult(result) : g).toList()), false);
    }

    /** A requested game reopens its round: the round is finished again only when a new RoundFinished says so. */
    private static TournamentState updateBoard(TournamentState s, int round, int board,
                                               java.util.function.UnaryOperator<BoardState> change, boolean reopen) {
        RoundState r = s.round(round);
        List<BoardState> boards = r.boards().stream().map(b -> b.board().number() == board ? change.apply(b) : b).toList();
        return s.withRound(new RoundState(r.number(), boards, r.byes(), r.absent(), r.walkovers(),
                r.finished() && !reopen, r.pairedAt()));
    }

    private static Map<Integer, Set<String>> withoutPlayer(Map<Integer, Set<String>> absences, String userId) {
        Map<Integer, Set<String>> a = new HashMap<>();
        absences.forEach((round, set) -> {
            Set<String> copy = new HashSet<>(set);
            copy.remove(userId);
            a.put(round, Set.copyOf(copy));
        });
        return a;
    }
}
