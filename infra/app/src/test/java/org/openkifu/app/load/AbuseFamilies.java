package org.openkifu.app.load;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * The abuse of issue 19, one family per method, each a few requests an abuser would send: oversized names and
 * bodies, floods that quotas stop, overflowing validities, terms the game context refuses, h9-forging fields, bad URL
 * encodings and deep page walks. Every answer is tallied per family by status (a raw-socket answer that is not
 * problem+json is tallied apart); requests go only to the application on 127.0.0.1.
 */
final class AbuseFamilies {

    static final int MIB = 1024 * 1024;
    /** A 3 MiB and a 1 MiB string, built once: the abuser's payloads, not the client's cost per request. */
    private static final String THREE_MIB = "n".repeat(3 * MIB);
    private static final String ONE_MIB = "d".repeat(MIB);
    private static final String LONG = "x".repeat(200_000);
    private static final List<String> REFUSED_TERMS = List.of("\"size\":19,\"preset\":\"gomoku\"",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":1000000000000}",
            "\"size\":19,\"preset\":\"japanese\",\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":600,"
                    + "\"periods\":1000,\"periodSeconds\":30}");
    private static final List<String> REFUSED_TOURNAMENT_TERMS = List.of("\"rules\":\"gomoku\"",
            "\"timeControl\":{\"kind\":\"ABSOLUTE\",\"mainSeconds\":1000000000000}",
            "\"timeControl\":{\"kind\":\"JAPANESE_BYOYOMI\",\"mainSeconds\":600,\"periods\":1000,\"periodSeconds\":30}",
            "\"komi\":1e300");

    /** Status counts per family; {@code fiveHundreds} across all of them. */
    static final class Tally {
        final Map<String, Map<String, LongAdder>> byFamily = new ConcurrentHashMap<>();
        final LongAdder fiveHundreds = new LongAdder();
        final LongAdder total = new LongAdder();

        void add(String family, String status) {
            byFamily.computeIfAbsent(family, f -> new ConcurrentHashMap<>())
                    .computeIfAbsent(status, s -> new LongAdder()).increment();
            total.increment();
            if (status.startsWith("5")) {
                fiveHundreds.increment();
            }
        }

        /** One line per family: {@code family: 413 x12, 400 x3}. */
        String report() {
            StringBuilder out = new StringBuilder();
            new TreeMap<>(byFamily).forEach((family, statuses) -> {
                out.append(String.format("  %-28s", family));
                new TreeMap<>(statuses).forEach((s, n) -> out.append(' ').append(s).append(" x").append(n.sum()));
                out.append('\n');
            });
            return out.toString();
        }
    }

    private final HarnessApi api;
    private final int port;
    private final String adminToken;
    private final String abuserToken;
    /**
     * A second abuser (an organizer) for the refused values: the flooders' quotas are full, and a quota is checked
     * before some of the values, so their answers would say 429 instead of showing the value refused.
     */
    private final String proberToken;
    private final String tournamentId;
    private final String ladderId;
    private final Tally tally;
    private final AtomicInteger serial = new AtomicInteger();

    AbuseFamilies(HarnessApi api, int port, String adminToken, String abuserToken, String proberToken,
            String tournamentId, String ladderId, Tally tally) {
        this.api = api;
        this.port = port;
        this.adminToken = adminToken;
        this.abuserToken = abuserToken;
        this.proberToken = proberToken;
        this.tournamentId = tournamentId;
        this.ladderId = ladderId;
        this.tally = tally;
    }

    /** The number of families; {@link #run(int)} takes 0..count-1. */
    static final int COUNT = 14;

    /** Sends family {@code index}'s requests once. */
    void run(int index) {
        int n = serial.incrementAndGet();
        String t = "/api/tournaments/" + tournamentId;
        switch (index) {
            case 0 -> post("tournament-name-3MiB", "/api/tournaments", adminToken, tournament(THREE_MIB));
            case 1 -> {
                post("tournament-name-200k", "/api/tournaments", adminToken, tournament(LONG));
                post("registration-3MiB", t + "/registrations", abuserToken, "{\"name\":\"" + THREE_MIB + "\"}");
                post("registration-200k", t + "/registrations", abuserToken,
                        "{\"name\":\"Abe\",\"club\":\"" + LONG + "\",\"country\":\"" + LONG + "\"}");
            }
            case 2 -> {
                post("challenge-defender-1MiB", "/api/ladders/" + ladderId + "/challenges", abuserToken,
                        "{\"defender\":\"" + ONE_MIB + "\"}");
                post("challenge-defender-200k", "/api/ladders/" + ladderId + "/challenges", abuserToken,
                        "{\"defender\":\"" + LONG + "\"}");
            }
            case 3 -> post("offer-flood", "/api/offers", abuserToken, "{\"size\":9,\"preset\":\"japanese\"}");
            case 4 -> post("tournament-flood", "/api/tournaments", adminToken, tournament("Flood " + n));
            case 5 -> post("ladder-flood", "/api/ladders", adminToken,
                    "{\"name\":\"Flood " + n + "\",\"size\":9,\"preset\":\"japanese\"}");
            case 6 -> post("sign-up-flood", "/api/accounts", null,
                    "{\"username\":\"flood-" + n + "\",\"password\":\"flood-password-" + n + "\"}");
            case 7 -> {
                post("validForMinutes-overflow", "/api/offers", proberToken,
                        "{\"size\":9,\"preset\":\"japanese\",\"validForMinutes\":4611686018427387904}");
                post("validForMinutes-overflow", "/api/automatch", proberToken,
                        "{\"size\":9,\"preset\":\"japanese\",\"validForMinutes\":4611686018427387904}");
            }
            case 8 -> {
                String terms = REFUSED_TERMS.get(n % REFUSED_TERMS.size());
                post("refused-terms", "/api/offers", proberToken, "{" + terms + "}");
                post("refused-terms", "/api/automatch", proberToken, "{" + terms + "}");
                post("refused-terms", "/api/ladders", proberToken, "{\"name\":\"Terms " + n + "\"," + terms + "}");
            }
            case 9 -> {
                String terms = REFUSED_TOURNAMENT_TERMS.get(n % REFUSED_TOURNAMENT_TERMS.size());
                post("refused-terms", "/api/tournaments", proberToken, "{\"name\":\"T\",\"format\":\"SWISS\"," + terms + "}");
                post("refused-terms", "/api/matches", proberToken,
                        "{\"opponent\":\"soak-g1\"," + terms + "}");
            }
            case 10 -> {
                post("h9-fields", "/api/tournaments", proberToken,
                        "{\"name\":\"Cup\\n; EV[forged]\",\"format\":\"SWISS\"}");
                post("h9-fields", "/api/tournaments", proberToken, "{\"name\":\"Cup]\",\"format\":\"SWISS\"}");
                post("h9-fields", t + "/registrations", abuserToken, "{\"name\":\"Abe\",\"country\":\"Netherlands\"}");
                post("h9-fields", t + "/registrations", abuserToken, "{\"name\":\"Abe\",\"country\":\"N\\n\"}");
            }
            case 11 -> {
                raw("bad-url-encoding", "GET /api/tournaments/%2e%2e%2f%2e%2e%2fetc HTTP/1.1\r\n", null, 0);
                raw("bad-url-encoding", "GET /api/tournaments/%zz HTTP/1.1\r\n", null, 0);
                raw("bad-url-encoding", "GET /api/tournaments/a%2Fb HTTP/1.1\r\n", null, 0);
            }
            case 12 -> {
                raw("huge-json-declared", "POST /api/offers HTTP/1.1\r\nContent-Type: application/json\r\n"
                        + "Authorization: Bearer " + abuserToken + "\r\nContent-Length: " + (3 * MIB) + "\r\n", null, 0);
                raw("huge-json-chunked", "POST /api/offers HTTP/1.1\r\nContent-Type: application/json\r\n"
                        + "Authorization: Bearer " + abuserToken + "\r\nTransfer-Encoding: chunked\r\n",
                        "{\"preset\":\"", 3 * MIB);
            }
            default -> {
                walk("page-walk", "/api/tournaments?limit=1", 40);
                walk("page-walk", "/api/offers?limit=1", 40);
                get("page-walk-bad", "/api/tournaments?limit=1&cursor=not-a-cursor");
                get("page-walk-bad", "/api/offers?limit=1000000");
            }
        }
    }

    private static String tournament(String name) {
        return "{\"name\":\"" + name + "\",\"format\":\"SWISS\",\"boardSize\":9,\"rounds\":3}";
    }

    private void post(String family, String path, String token, String json) {
        try {
            tally.add(family, Integer.toString(api.post(path, token, json).status()));
        } catch (IOException e) {
            tally.add(family, "connection-closed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void get(String family, String path) {
        try {
            tally.add(family, Integer.toString(api.get(path, null).status()));
        } catch (IOException e) {
            tally.add(family, "connection-closed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Follows X-Next-Cursor from {@code first} for at most {@code pages} pages; tallies each page's status. */
    private void walk(String family, String first, int pages) {
        String path = first;
        try {
            for (int i = 0; i < pages && path != null; i++) {
                var response = api.getWithHeaders(path);
                tally.add(family, Integer.toString(response.statusCode()));
                String cursor = response.headers().firstValue("X-Next-Cursor").orElse(null);
                path = cursor == null ? null : first + "&cursor=" + java.net.URLEncoder.encode(cursor, StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            tally.add(family, "connection-closed");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * A request over a plain socket (what HttpClient would refuse to send): the request line and headers given, then
     * either nothing or a chunked body of {@code chunkedBytes} starting with {@code bodyStart}. Tallies the status,
     * marked when the answer is not problem+json.
     */
    private void raw(String family, String head, String bodyStart, int chunkedBytes) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(60_000);
            OutputStream out = socket.getOutputStream();
            out.write((head + "Host: 127.0.0.1\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            if (bodyStart != null) {
                try {
                    byte[] chunk = "a".repeat(64 * 1024).getBytes(StandardCharsets.ISO_8859_1);
                    writeChunk(out, bodyStart.getBytes(StandardCharsets.ISO_8859_1));
                    for (int sent = 0; sent < chunkedBytes; sent += chunk.length) {
                        writeChunk(out, chunk);
                    }
                    out.write("0\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                } catch (IOException closedEarly) {
                    // the server answered and closed before the whole body was sent: read its answer below
                }
            }
            out.flush();
            String answer = readHead(socket.getInputStream());
            String[] statusLine = answer.split("\r\n", 2)[0].split(" ");
            if (statusLine.length < 2) {
                tally.add(family, "connection-closed");
                return;
            }
            boolean problem = answer.toLowerCase(java.util.Locale.ROOT).contains("content-type: application/problem+json");
            tally.add(family, statusLine[1] + (problem ? "" : " (not problem+json)"));
        } catch (IOException e) {
            tally.add(family, "connection-closed");
        }
    }

    private static void writeChunk(OutputStream out, byte[] data) throws IOException {
        out.write((Integer.toHexString(data.length) + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
        out.write(data);
        out.write("\r\n".getBytes(StandardCharsets.ISO_8859_1));
    }

    /** The status line and headers (up to the blank line, at most 16 KB). */
    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        int c;
        while (head.length() < 16_384 && (c = in.read()) != -1) {
            head.append((char) c);
            if (head.length() >= 4 && head.substring(head.length() - 4).equals("\r\n\r\n")) {
                break;
            }
        }
        return head.toString();
    }
}
