package org.openkifu.game.infrastructure.requests;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.axonframework.commandhandling.CommandExecutionException;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.game.domain.GameCommand;
import org.openkifu.game.domain.GameEvent;
import org.openkifu.game.domain.GameEvolver;
import org.openkifu.game.domain.GameIds;
import org.openkifu.game.domain.GameResult;
import org.openkifu.game.domain.GameState;
import org.openkifu.game.domain.GameRuleViolation;
import org.openkifu.game.rules.RulesException;
import org.openkifu.game.application.GameService;
import org.openkifu.infra.kafka.KafkaEventConsumer;
import org.openkifu.game.infrastructure.GameTopics;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Answers one {@link GameRequest} from {@value GameTopics#GAME_REQUESTS}. {@code CancelGame}: see {@link #cancel}.
 * {@code CreateGame}: sends {@code CreateGame} with the id
 * {@code GameIds.fromRequest(origin kind, requestId)} and writes {@link GameResponse.GameCreated} or
 * {@link GameResponse.GameRefused} to {@value GameTopics#GAME_RESPONSES}, keyed by request id, and waits for the
 * broker's acknowledgement before returning (so the request's offset is committed only after its answer is out).
 *
 * <p>Safe to run again on the same request: the game refuses nothing it already did (a second {@code CreateGame}
 * with the same players and origin produces no events) and the answer is rebuilt from the stored
 * {@code GameCreated} event, so a redelivered request gets an equal answer. A request the game refuses gets
 * {@code GameRefused} with the game's code; infrastructure failures (store or broker down, two nodes creating the
 * same game at once) throw, and {@link KafkaEventConsumer} retries the record.
 */
public final class GameRequestHandler implements KafkaEventConsumer.RecordHandler {

    /** The acting user recorded as the game's creator. */
    public static final String ACTING_USER = "system:game-requests";

    public static final String MALFORMED_REQUEST = "MALFORMED_REQUEST";
    public static final String UNKNOWN_REQUEST_TYPE = "UNKNOWN_REQUEST_TYPE";
    public static final String UNSUPPORTED_VERSION = "UNSUPPORTED_VERSION";
    public static final String INVALID_ORIGIN = "INVALID_ORIGIN";
    /** A player the request names has no account (docs/events.md, "openkifu.game-responses"). */
    public static final String UNKNOWN_PLAYER = "UNKNOWN_PLAYER";
    /** The reason a {@code GameCancelled} answer gives for a game its start deadline cancelled (no request did). */
    public static final String START_DEADLINE = "START_DEADLINE";

    private static final Logger log = LoggerFactory.getLogger(GameRequestHandler.class);
    // Requesters may add fields a newer version defines; version 1 readers ignore them.
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private final GameService games;
    private final EventStore eventStore;
    private final Producer<String, byte[]> producer;
    private final Duration ackTimeout;
    private final Predicate<String> accountExists;

    /** @param accountExists whether a user id is a registered account (both players of a game must be) */
    public GameRequestHandler(GameService games, EventStore eventStore, Producer<String, byte[]> producer,
            Duration ackTimeout, Predicate<String> accountExists) {
        this.games = games;
        this.eventStore = eventStore;
        this.producer = producer;
        this.ackTimeout = ackTimeout;
        this.accountExists = accountExists;
    }

    @Override
    public void handle(ConsumerRecord<String, byte[]> record) throws Exception {
        Optional<GameResponse> response = answer(record.key(), record.value());
        if (response.isEmpty()) {
            log.warn("Game request at {}-{}@{} has neither a requestId nor a key: cannot be answered, skipped",
                    record.topic(), record.partition(), record.offset());
            return;
        }
        publish(response.get());
    }

    /** The answer to one request (creating the game if it is valid); empty when there is no request id to answer. */
    public Optional<GameResponse> answer(String key, byte[] value) {
        GameRequest request;
        try {
            request = JSON.readValue(value, GameRequest.class);
        } catch (JacksonException e) {
            return requestIdOf(value, key).map(id -> new GameResponse.GameRefused(id, MALFORMED_REQUEST,
                    "the request is not a valid CreateGame request: " + e.getOriginalMessage()));
        }
        if (request == null) {
            return Optional.ofNullable(blankToNull(key)).map(id -> new GameResponse.GameRefused(id,
                    MALFORMED_REQUEST, "the request is empty"));
        }
        String requestId = blankToNull(request.requestId()) != null ? request.requestId() : blankToNull(key);
        if (requestId == null) {
            return Optional.empty();
        }
        if (GameRequest.CANCEL_GAME.equals(request.type())) {
            return Optional.of(cancel(requestId, request));
        }
        try {
            GameCommand.CreateGame command = GameRequestMapping.toCommand(requestId, request);
            for (String player : List.of(command.owner().userId(), command.opponent().userId())) {
                if (!accountExists.test(player)) {
                    return Optional.of(new GameResponse.GameRefused(requestId, UNKNOWN_PLAYER,
                            "there is no account '" + player + "': both players of a game must be registered"));
                }
            }
            games.send(command);
            return Optional.of(created(requestId, command.gameId()));
        } catch (GameRequestMapping.Refusal e) {
            return Optional.of(new GameResponse.GameRefused(requestId, e.code(), e.getMessage()));
        } catch (GameRuleViolation e) {
            return Optional.of(new GameResponse.GameRefused(requestId, e.code(), e.getMessage()));
        } catch (RulesException e) {
            return Optional.of(new GameResponse.GameRefused(requestId, e.code(), e.getMessage()));
        } catch (CommandExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof GameRuleViolation v) {
                return Optional.of(new GameResponse.GameRefused(requestId, v.code(), v.getMessage()));
            }
            if (cause instanceof RulesException r) {
                return Optional.of(new GameResponse.GameRefused(requestId, r.code(), r.getMessage()));
            }
            throw e;
        }
    }

    /**
     * {@code CancelGame}: the game the request's {@code gameRequestId} created is cancelled if it has no moves. The
     * answer is read from the game's events after the command, so a redelivered request (which changes nothing)
     * gets an equal answer, and a game that ended another way meanwhile is reported as such.
     */
    private GameResponse cancel(String requestId, GameRequest request) {
        String gameRequestId = blankToNull(request.gameRequestId());
        String gameId = null;
        try {
            GameCommand.CancelGame command = GameRequestMapping.toCancel(requestId, request);
            gameId = command.gameId();
            games.requireGame(gameId);
            games.send(command);
        } catch (GameRequestMapping.Refusal e) {
            return new GameResponse.CancelRefused(requestId, gameRequestId, gameId, e.code(), e.getMessage());
        } catch (GameRuleViolation e) {
            return new GameResponse.CancelRefused(requestId, gameRequestId, gameId, e.code(), e.getMessage());
        } catch (CommandExecutionException e) {
            if (e.getCause() instanceof GameRuleViolation v) {
                return new GameResponse.CancelRefused(requestId, gameRequestId, gameId, v.code(), v.getMessage());
            }
            throw e;
        }
        List<GameEvent> events = games.events(gameId);
        GameState state = GameEvolver.fold(events);
        if (state.status() == GameState.Status.ENDED && state.result().reason() == GameResult.Reason.CANCELLED) {
            String reason = events.stream().filter(GameEvent.GameCancelled.class::isInstance)
                    .map(e -> ((GameEvent.GameCancelled) e).reason()).findFirst().orElse(START_DEADLINE);
            Instant endedAt = events.stream().filter(GameEvent.GameEnded.class::isInstance).map(GameEvent::at)
                    .findFirst().orElseThrow();
            return new GameResponse.GameCancelled(requestId, gameRequestId, gameId, reason, endedAt);
        }
        // the clock ended it as the request came in (a flag that fell): the game is over, not cancelled
        return new GameResponse.CancelRefused(requestId, gameRequestId, gameId, GameRuleViolation.GAME_OVER,
                "game " + gameId + " has already ended (" + state.result().sgf() + ", " + state.result().reason()
                        + "); a finished game is not cancelled");
    }

    /** The game id a request names (what {@link #answer} creates). */
    public static String gameIdOf(String originKind, String requestId) {
        return GameIds.fromRequest(originKind, requestId);
    }

    private GameResponse created(String requestId, String gameId) {
        GameEvent first = eventStore.readEvents(gameId, 0L).asStream()
                .map(e -> e.getPayload())
                .filter(GameEvent.class::isInstance)
                .map(GameEvent.class::cast)
                .findFirst()
                .orElseThrow(() -> new IllegalStateException("game " + gameId + " was created but has no events"));
        if (!(first instanceof GameEvent.GameCreated c)) {
            throw new IllegalStateException("game " + gameId + " does not start with GameCreated");
        }
        return new GameResponse.GameCreated(requestId, gameId,
                new GameResponse.Origin(c.origin().kind().name(), c.origin().reference()),
                c.blackUserId(), c.whiteUserId(), c.gameType().name(), c.handicap(), c.komi(), c.size(),
                c.rules().presetId());
    }

    private void publish(GameResponse response) throws Exception {
        byte[] json = toJson(response);
        ProducerRecord<String, byte[]> record = new ProducerRecord<>(GameTopics.GAME_RESPONSES,
                response.requestId(), json);
        record.headers().add("type", typeOf(response).getBytes(StandardCharsets.UTF_8));
        try {
            producer.send(record).get(ackTimeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            throw new IllegalStateException("Kafka did not acknowledge the answer to request " + response.requestId()
                    + ": " + e.getCause().getMessage(), e.getCause());
        }
    }

    public static byte[] toJson(GameResponse response) {
        return JSON.writeValueAsBytes(response);
    }

    public static GameRequest parseRequest(byte[] json) {
        return JSON.readValue(json, GameRequest.class);
    }

    private static String typeOf(GameResponse response) {
        return response.type();
    }

    /** The requestId of a record that is JSON but not a valid request, else the key. */
    private static Optional<String> requestIdOf(byte[] value, String key) {
        try {
            JsonNode tree = JSON.readTree(value);
            JsonNode id = tree == null ? null : tree.get("requestId");
            if (id != null && id.isString() && !id.asString().isBlank()) {
                return Optional.of(id.asString());
            }
        } catch (JacksonException e) {
            // not JSON at all: the key is all there is
        }
        return Optional.ofNullable(blankToNull(key));
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
