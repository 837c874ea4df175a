package org.openkifu.infra.contract;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * One record of a contract topic as a consumer sees it.
 *
 * @param messageId the producer's stable id (record header {@code messageId}); null if the producer set none
 * @param type      the stable type name (record header {@code type}); null if the producer set none
 */
public record ContractMessage(String topic, int partition, long offset, String key, String messageId, String type,
                              byte[] value) {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The value as JSON; a value that is not JSON is the producer's bug and is reported, not skipped. */
    public JsonNode json() {
        try {
            return JSON.readTree(value);
        } catch (JacksonException e) {
            throw new IllegalArgumentException("message " + messageId + " on " + topic + "-" + partition + "@" + offset
                    + " is not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
