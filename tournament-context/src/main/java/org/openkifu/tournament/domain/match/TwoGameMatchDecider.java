package org.openkifu.tournament.domain.match;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.openkifu.tournament.domain.FinishedGame;
import org.openkifu.tournament.domain.GameOutcome;
import org.openkifu.tournament.domain.TournamentIds;
import org.openkifu.tournament.domain.TournamentViolation;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.AcceptTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.CorrectMatchGameResult;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.DeclineTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.InviteToTwoGameMatch;
import org.openkifu.tournament.domain.match.TwoGameMatchCommand.RecordMatchGameResult;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameRequested;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultCorrected;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.MatchGameResultRecorded;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchAccepted;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDecided;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchDeclined;
import org.openkifu.tournament.domain.match.TwoGameMatchEvent.TwoGameMatchProposed;
import org.openkifu.tournament.domain.match.TwoGameMatchState.Game;
import org.openkifu.tournament.domain.match.TwoGameMatchState.Status;

/**
 * A standalone two-game match: invite, accept or decline, then both games are requested at once (the invitee takes
 * Black in game 1, the inviter in game 2, as ItsYourTurn and DGS start both games together) and the match is decided
 * when both have ended: 2-0, 1-1 or 0-2. Outside a knock-out a level match stays level: no deciding game.
 */
public final class TwoGameMatchDecider {

    private TwoGameMatchDecider() {
    }

    public static List<TwoGameMatchEvent> decide(TwoGameMatchCommand c, TwoGameMatchState s, Instant now) {
        if (c == null || now == null || c.matchId() == null || c.matchId().isBlank() || c.actingUserId() == null) {
            throw reject(TournamentViolation.INVALID_COMMAND, "a command with a match id and the acting user is required");
        }
        // One case per command, no default: a new command type that is not handled here does not compile.
        return switch (c) {
            case InviteToTwoGameMatch i -> invite(i, s, now);
            case TwoGameMatchCommand other when s == null -> throw reject(TournamentViolation.MATCH_NOT_FOUND,
                    "no two-game match " + other.matchId());
            case AcceptTwoGameMatch a -> accept(a, s, now);
            case DeclineTwoGameMatch d -> decline(d, s, now);
            case RecordMatchGameResult r -> result(r.game(), false, s, now);
            case CorrectMatchGameResult r -> result(r.game(), true, s, now);
        };
    }

    private static List<TwoGameMatchEvent> decline(DeclineTwoGameMatch d, TwoGameMatchState s, Instant now) {
        inviteeOnly(d.actingUserId(), s);
        if (s.status() == Status.DECLINED) {
            return List.of();
        }
        proposed(s);
        return List.of(new TwoGameMatchDeclined(s.matchId(), d.actingUserId(), now));
    }

    private static List<TwoGameMatchEvent> invite(InviteToTwoGameMatch i, TwoGameMatchState s, Instant now) {
        if (i.inviteeUserId() == null || i.inviteeUserId().isBlank() || i.inviteeUserId().equals(i.actingUserId())) {
            throw reject(TournamentViolation.INVALID_COMMAND, "invite another player");
        }
        if (i.terms() == null) {
            throw reject(TournamentViolation.INVALID_SETTINGS, "give the match's terms");
        }
        i.terms().validated();
        if (s != null) {
            if (s.inviterUserId().equals(i.actingUserId()) && s.inviteeUserId().equals(i.inviteeUserId())
                    && s.terms().equals(i.terms())) {
                return List.of();
            }
            throw reject(TournamentViolation.MATCH_ALREADY_EXISTS, "two-game match " + i.matchId() + " already exists");
        }
        return List.of(new TwoGameMatchProposed(i.matchId(), i.actingUserId(), i.inviterRank(), i.inviteeUserId(),
                i.inviteeRank(), i.terms(), now));
    }

    private static List<TwoGameMatchEvent> accept(AcceptTwoGameMatch a, TwoGameMatchState s, Instant now) {
        inviteeOnly(a.actingUserId(), s);
        if (s.status() == Status.PLAYING || s.status() == Status.DECIDED) {
            return List.of();
        }
        proposed(s);
        List<TwoGameMatchEvent> events = new ArrayList<>();
        events.add(new TwoGameMatchAccepted(s.matchId(), a.actingUserId(), now));
        events.add(request(s, 1, s.inviteeUserId(), s.inviteeRank(), s.inviterUserId(), s.inviterRank(), now));
        events.add(request(s, 2, s.inviterUserId(), s.inviterRank(), s.inviteeUserId(), s.inviteeRank(), now));
        return events;
    }

    private static MatchGameRequested request(TwoGameMatchState s, int n, String black,
                                              org.openkifu.tournament.domain.Rank blackRank, String white,
                                              org.openkifu.tournament.domain.Rank whiteRank, Instant now) {
        String requestId = TournamentIds.matchRequestId(s.matchId(), n);
        TwoGameMatchTerms t = s.terms();
        return new MatchGameRequested(s.matchId(), n, requestId, TournamentIds.gameId(TournamentIds.TWO_GAME_MATCH, requestId),
                black, white, blackRank, whiteRank, t.size(), t.rulePresetId(), t.komi(), t.timeControl(), t.rated(), now,
                MatchGameRequested.nameOf(s.inviterUserId(), s.inviteeUserId()));
    }

    private static List<TwoGameMatchEvent> result(FinishedGame g, boolean correction, TwoGameMatchState s, Instant now) {
        if (g == null) {
            throw reject(TournamentViolation.INVALID_COMMAND, "the finished game is required");
        }
        Game game = s.games().stream().filter(x -> x.requestId().equals(g.originReference())).findFirst()
                .orElseThrow(() -> reject(TournamentViolation.UNKNOWN_GAME, "this match did not ask for game " + g.gameId()));
        if (!game.blackUserId().equals(g.blackUserId()) || !game.whiteUserId().equals(g.whiteUserId())
                || !game.gameId().equals(g.gameId())) {
            throw reject(TournamentViolation.RESULT_MISMATCH, "game " + g.gameId() + " does not match the requested game");
        }
        GameOutcome outcome = g.outcome();
        List<TwoGameMatchEvent> events = new ArrayList<>();
        if (game.result() == null) {
            events.add(new MatchGameResultRecorded(s.matchId(), game.gameNumber(), outcome, now));
        } else if (outcome.sameResultAs(game.result()) || (!correction && outcome.sameResultAs(game.firstResult()))) {
            return List.of();
        } else if (!correction) {
            throw reject(TournamentViolation.RESULT_ALREADY_RECORDED, "game " + g.gameId()
                    + " already has a result; a different one comes as a correction");
        } else {
            events.add(new MatchGameResultCorrected(s.matchId(), game.gameNumber(), game.result(), outcome, now));
        }
        TwoGameMatchState after = s;
        for (TwoGameMatchEvent e : events) {
            after = TwoGameMatchEvolver.evolve(after, e);
        }
        MatchScore score = after.matchScore();
        double inviter = score.firstHalfPoints() / 2.0;
        double invitee = score.secondHalfPoints() / 2.0;
        if (score.decided() && !(Double.valueOf(inviter).equals(s.inviterPoints())
                && Double.valueOf(invitee).equals(s.inviteePoints()))) {
            events.add(new TwoGameMatchDecided(s.matchId(), inviter, invitee, score.winnerUserId(), now));
        }
        return events;
    }

    private static void inviteeOnly(String actingUserId, TwoGameMatchState s) {
        if (!s.inviteeUserId().equals(actingUserId)) {
            throw reject(TournamentViolation.NOT_THE_INVITEE, "only " + s.inviteeUserId() + " can answer this invitation");
        }
    }

    private static void proposed(TwoGameMatchState s) {
        if (s.status() != Status.PROPOSED) {
            throw reject(TournamentViolation.INVALID_STATE, "the invitation was " + s.status().name().toLowerCase());
        }
    }

    private static TournamentViolation reject(String code, String message) {
        return new TournamentViolation(code, message);
    }
}
