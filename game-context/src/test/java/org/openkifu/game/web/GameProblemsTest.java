package org.openkifu.game.web;


import static org.assertj.core.api.Assertions.assertThat;

import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.modelling.command.AggregateStreamCreationException;
import org.axonframework.modelling.command.ConcurrencyException;
import org.junit.jupiter.api.Test;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.rules.RulePresets;
import org.openkifu.game.rules.RulesException;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;

/** The mappings the end-to-end test cannot provoke on one process: concurrent writers and wrapped refusals. */
class GameProblemsTest {

    private final GameProblems problems = new GameProblems();

    @Test
    void aLostRaceBetweenProcessesIsAConflictToRetry() {
        assertProblem(problems.concurrent(new ConcurrencyException("sequence 7 of game g exists")), 409,
                "CONCURRENT_MODIFICATION");
        assertProblem(problems.concurrent(new AggregateStreamCreationException("stream of g exists")), 409,
                "CONCURRENT_MODIFICATION");
    }

    @Test
    void aRefusalWrappedByTheCommandBusKeepsItsCode() {
        CommandExecutionException wrapped = new CommandExecutionException("refused",
                new GameRuleViolation("MOVE_ILLEGAL_KO", "D5 retakes the ko at once"));
        assertProblem(problems.command(wrapped), 422, "MOVE_ILLEGAL_KO");
        assertProblem(problems.command(new CommandExecutionException("lost", new ConcurrencyException("x"))), 409,
                "CONCURRENT_MODIFICATION");
    }

    @Test
    void statusFollowsTheKindOfRefusal() {
        assertThat(GameProblems.statusOf(GameRuleViolation.GAME_NOT_FOUND).value()).isEqualTo(404);
        assertThat(GameProblems.statusOf(GameRuleViolation.NOT_YOUR_TURN).value()).isEqualTo(409);
        assertThat(GameProblems.statusOf(GameRuleViolation.GAME_OVER).value()).isEqualTo(409);
        assertThat(GameProblems.statusOf(GameRuleViolation.NOT_A_PLAYER).value()).isEqualTo(403);
        assertThat(GameProblems.statusOf("POINT_OCCUPIED").value()).isEqualTo(422);
        assertThat(GameProblems.statusOf(GameRuleViolation.REPLAY_OUT_OF_RANGE).value()).isEqualTo(400);
        assertThat(GameProblems.statusOf(GameRuleViolation.NOT_AN_ADMIN).value()).isEqualTo(403);
        assertThat(GameProblems.statusOf(GameRuleViolation.TAKEBACK_NOT_ALLOWED).value()).isEqualTo(422);
        assertThat(GameProblems.statusOf(GameRuleViolation.DEAD_STONE_INVALID).value()).isEqualTo(422);
    }

    @Test
    void settingsTheGameRefusesAreBadRequests() {
        for (String code : new String[] {GameRuleViolation.INVALID_KOMI, GameRuleViolation.INVALID_TIME_CONTROL,
                GameRuleViolation.INVALID_HANDICAP, GameRuleViolation.INVALID_RANK, GameRuleViolation.INVALID_PLAYERS,
                GameRuleViolation.INVALID_GAME_TYPE, GameRuleViolation.INVALID_COMMAND, RulesException.BOARD_SIZE_UNSUPPORTED,
                RulesException.UNKNOWN_RULESET, RulesException.INVALID_RULESET}) {
            assertThat(GameProblems.statusOf(code).value()).as(code).isEqualTo(400);
        }
    }

    @Test
    void anUnknownRulesetListsTheKnownOnes() {
        ResponseEntity<Object> response = problems.rules(new RulesException(RulesException.UNKNOWN_RULESET, "no 'renju'"));
        assertProblem(response, 400, RulesException.UNKNOWN_RULESET);
        assertThat(((ProblemDetail) response.getBody()).getProperties().get("knownRulesets"))
                .isEqualTo(RulePresets.ids());
    }

    private static void assertProblem(ResponseEntity<Object> response, int status, String code) {
        assertThat(response.getStatusCode().value()).isEqualTo(status);
        assertThat(response.getHeaders().getContentType()).isEqualTo(MediaType.APPLICATION_PROBLEM_JSON);
        ProblemDetail problem = (ProblemDetail) response.getBody();
        assertThat(problem.getProperties()).containsEntry("code", code);
        assertThat(problem.getDetail()).isNotBlank();
    }
}
