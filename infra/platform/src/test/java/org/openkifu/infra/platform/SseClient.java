package org.openkifu.infra.platform;

import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A Server-Sent Events reader over a real HTTP connection (what a browser's EventSource does): parses {@code id},
 * {@code event} and {@code data} lines into events on a background thread. {@link #close()} drops the connection.
 */
public final class SseClient implements AutoCloseable {

    public record Event(String id, String name, String data) {
    }

    private final BlockingQueue<Event> events = new LinkedBlockingQueue<>();
    private final HttpResponse<Stream<String>> response;
    private final Thread reader;

    private SseClient(HttpResponse<Stream<String>> response) {
        this.response = response;
        this.reader = new Thread(this::read, "sse-client");
        reader.setDaemon(true);
        reader.start();
    }

    /** Opens {@code path}; {@code lastEventId} as an EventSource sends it when reconnecting (null: none). */
    public static SseClient open(ApiClient api, String path, String lastEventId) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(api.uri(path)).header("Accept", "text/event-stream").GET();
        if (lastEventId != null) {
            request.header("Last-Event-ID", lastEventId);
        }
        HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        return new SseClient(http.send(request.build(), HttpResponse.BodyHandlers.ofLines()));
    }

    public int statusCode() {
        return response.statusCode();
    }

    public String contentType() {
        return response.headers().firstValue("Content-Type").orElse("");
    }

    /** The next event, or null if none came within {@code timeout}. */
    public Event next(Duration timeout) throws InterruptedException {
        return events.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** The next {@code n} events, failing if they do not all come within {@code timeout}. */
    public List<Event> next(int n, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<Event> got = new ArrayList<>();
        while (got.size() < n) {
            Event e = events.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (e == null) {
                throw new AssertionError("expected " + n + " events within " + timeout + ", got " + got);
            }
            got.add(e);
        }
        return got;
    }

    private void read() {
        String id = null;
        String name = null;
        StringBuilder data = null;
        try (Stream<String> lines = response.body()) {
            for (String line : (Iterable<String>) lines::iterator) {
                if (line.isEmpty()) {
                    if (data != null) {
                        events.add(new Event(id, name == null ? "message" : name, data.toString()));
                    }
                    name = null;
                    data = null;
                } else if (line.startsWith("id:")) {
                    id = value(line);
                } else if (line.startsWith("event:")) {
                    name = value(line);
                } else if (line.startsWith("data:")) {
                    data = data == null ? new StringBuilder(value(line)) : data.append('\n').append(value(line));
                }
            }
        } catch (RuntimeException closed) {
            // the connection was dropped (close() or the server ended it)
        }
    }

    private static String value(String line) {
        String v = line.substring(line.indexOf(':') + 1);
        return v.startsWith(" ") ? v.substring(1) : v;
    }

    @Override
    public void close() {
        response.body().close();
        reader.interrupt();
    }
}
