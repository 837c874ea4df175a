package org.openkifu.infra.contract;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The published schemas of the game context ({@code contracts/game/v1} at the repository's root), for the tests of
 * every producer and consumer (the platform's test jar, so there is one copy).
 */
public final class ContractSchemas {

    public static final Path V1 = locate();
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String ID_PREFIX = "https://openkifu.org/contracts/game/v1/";
    /** Schemas refer to each other by their {@code $id}; they are read from the folder, never fetched. */
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemas(iri -> iri.startsWith(ID_PREFIX) ? read(iri.substring(ID_PREFIX.length())) : null));
    private static final Map<String, Schema> SCHEMAS = new ConcurrentHashMap<>();

    private ContractSchemas() {
    }

    private static Path locate() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve("contracts/game/v1");
            if (Files.isDirectory(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("contracts/game/v1 not found above " + Path.of("").toAbsolutePath());
    }

    private static String read(String file) {
        try {
            return Files.readString(V1.resolve(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The validation errors of {@code message} against {@code schemaFile} (empty when valid). */
    public static List<Error> errors(String schemaFile, JsonNode message) {
        Schema schema = SCHEMAS.computeIfAbsent(schemaFile, f -> {
            Schema s = REGISTRY.getSchema(SchemaLocation.of(ID_PREFIX + f));
            s.initializeValidators();
            return s;
        });
        return schema.validate(message);
    }

    public static void assertValid(String schemaFile, JsonNode message) {
        assertThat(errors(schemaFile, message)).as(schemaFile + ": " + message).isEmpty();
    }

    public static void assertValid(String schemaFile, byte[] message) {
        assertValid(schemaFile, JSON.readTree(message));
    }

    public static JsonNode example(String name) {
        try {
            return JSON.readTree(Files.readString(V1.resolve("examples").resolve(name)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
