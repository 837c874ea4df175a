package org.openkifu.infra.contract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import com.networknt.schema.Error;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The game context's published schemas and examples ({@code contracts/game/v1} above the module), for tests. */
final class PublishedSchemas {

    static final Path V1 = locate();
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final String ID_PREFIX = "https://openkifu.org/contracts/game/v1/";
    /** Schemas refer to each other by their {@code $id}; they are read from the folder, never fetched. */
    private static final SchemaRegistry REGISTRY = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12,
            builder -> builder.schemas(iri -> iri.startsWith(ID_PREFIX) ? read(iri.substring(ID_PREFIX.length())) : null));

    private PublishedSchemas() {
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

    static List<Error> errors(String schemaFile, JsonNode message) {
        Schema schema = REGISTRY.getSchema(SchemaLocation.of(ID_PREFIX + schemaFile));
        schema.initializeValidators();
        return schema.validate(message);
    }

    static JsonNode example(String name) {
        return JSON.readTree(read("examples/" + name));
    }
}
