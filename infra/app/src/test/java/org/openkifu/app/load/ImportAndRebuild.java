package org.openkifu.app.load;

import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import tools.jackson.databind.JsonNode;

/**
 * A bulk SGF import (one zip of distinct 19x19 records to {@code POST /api/imports}, progress polled), how far
 * behind each event processor is when it finishes and how long they take to catch up, and a rebuild of a
 * projection ({@code POST /api/projections/{name}/rebuild}, polled until caught up). All over the public API.
 */
final class ImportAndRebuild {

    record ImportResult(int records, int imported, double jobSeconds, double recordsPerSecond,
                        Map<String, Long> behindAtEnd, double catchUpSeconds, long head) {
    }

    record RebuildResult(String name, long events, double seconds) {
        double eventsPerSecond() {
            return events / seconds;
        }
    }

    private final HarnessApi api;
    private final String base;

    ImportAndRebuild(HarnessApi api, String base) {
        this.api = api;
        this.base = base;
    }

    /** {@code count} distinct records made from the famous 19x19 games of the test corpus (a GC[] comment each). */
    static byte[] zipOfRecords(Path corpus, int count, String tag) throws Exception {
        List<String> sources = new ArrayList<>();
        try (var files = Files.list(corpus)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".sgf")).sorted().toList()) {
                sources.add(Files.readString(f, StandardCharsets.ISO_8859_1));
            }
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
            for (int i = 0; i < count; i++) {
                String source = sources.get(i % sources.size());
                String record = source.replaceFirst("\\(;", "(;GC[" + tag + " copy " + i + "]");
                zip.putNextEntry(new ZipEntry("r" + i + ".sgf"));
                zip.write(record.getBytes(StandardCharsets.ISO_8859_1));
                zip.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    ImportResult importZip(String token, byte[] zip, int records, String adminToken) throws Exception {
        String boundary = "harness" + System.nanoTime();
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(("--" + boundary + "\r\nContent-Disposition: form-data; name=\"files\"; filename=\"records.zip\"\r\n"
                + "Content-Type: application/zip\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        body.write(zip);
        body.write(("\r\n--" + boundary + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        HarnessApi.Answer started = api.send(HttpRequest.newBuilder(URI.create(base + "/api/imports"))
                .header("Content-Type", "multipart/form-data; boundary=" + boundary)
                .POST(HttpRequest.BodyPublishers.ofByteArray(body.toByteArray())), token);
        if (started.status() != 202) {
            throw new IllegalStateException("import: " + started.status() + " " + started.body());
        }
        String job = started.json().path("jobId").asString();
        JsonNode progress;
        while (true) {
            progress = api.get("/api/imports/" + job, token).json();
            if ("FINISHED".equals(progress.path("state").asString())) {
                break;
            }
            Thread.sleep(100);
        }
        Map<String, Long> behind = behind(adminToken);
        long head = head(adminToken);
        long t = System.nanoTime();
        while (!allCaughtUp(adminToken)) {
            Thread.sleep(100);
        }
        return new ImportResult(records, progress.path("imported").asInt(), progress.path("elapsedSeconds").asDouble(),
                progress.path("filesPerSecond").asDouble(), behind, (System.nanoTime() - t) / 1e9, head);
    }

    RebuildResult rebuild(String name, String adminToken) throws Exception {
        long t = System.nanoTime();
        HarnessApi.Answer answer = api.post("/api/projections/" + name + "/rebuild", adminToken, null);
        if (answer.status() != 202) {
            throw new IllegalStateException("rebuild " + name + ": " + answer.status() + " " + answer.body());
        }
        long head = answer.json().path("head").asLong();
        // an event processor replays the event log up to its head; a contract consumer (the game list) reads its
        // topic from the start, and says how many records it handled since
        boolean consumer = "contract-consumer".equals(answer.json().path("kind").asString());
        while (true) {
            JsonNode status = api.get("/api/projections/" + name, adminToken).json();
            if (consumer && status.path("caughtUp").asBoolean()) {
                return new RebuildResult(name, status.path("handled").asLong(), (System.nanoTime() - t) / 1e9);
            }
            if (!consumer && status.path("caughtUp").asBoolean() && status.path("position").asLong() >= head) {
                return new RebuildResult(name, head, (System.nanoTime() - t) / 1e9);
            }
            Thread.sleep(200); // each status request reads the head of the log: not too often
        }
    }

    /** Events between each processor's position and the head of the log. */
    Map<String, Long> behind(String adminToken) throws Exception {
        Map<String, Long> behind = new TreeMap<>();
        for (JsonNode p : api.get("/api/projections", adminToken).json()) {
            long position = p.path("position").isNumber() ? p.path("position").asLong() : 0;
            behind.put(p.path("name").asString(), Math.max(0, p.path("head").asLong() - position));
        }
        return behind;
    }

    /** Every processor and consumer says it is caught up, wherever its token stands. */
    boolean allCaughtUp(String adminToken) throws Exception {
        return allCaughtUpTo(Long.MIN_VALUE, adminToken);
    }

    /** Every event processor caught up at {@code head} or beyond (its stored token), every consumer caught up. */
    boolean allCaughtUpTo(long head, String adminToken) throws Exception {
        for (JsonNode p : api.get("/api/projections", adminToken).json()) {
            boolean processor = !"contract-consumer".equals(p.path("kind").asString());
            if (!p.path("caughtUp").asBoolean() || (processor && p.path("position").asLong() < head)) {
                return false;
            }
        }
        return true;
    }

    long head(String adminToken) throws Exception {
        JsonNode all = api.get("/api/projections", adminToken).json();
        return all.isEmpty() ? 0 : all.get(0).path("head").asLong();
    }
}
