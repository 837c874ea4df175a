package org.openkifu.infra.security;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Date;
import java.util.HexFormat;
import java.util.Optional;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Updates;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.openkifu.infra.web.Paging;

/**
 * Bearer tokens for the API, in the {@code api_tokens} collection. A token reads {@code <id>.<secret>}: the id finds
 * the document, the secret is checked against its SHA-256 (the secret is 256 random bits, so a fast hash is enough:
 * there is nothing to guess). The secret itself is shown once, when issued, and stored nowhere. Revoked tokens keep
 * their document (with {@code revokedAt}) as a record of who had access when.
 */
public class ApiTokens {

    public static final String COLLECTION = "api_tokens";

    /** What the holder of a valid token is: the account and which token it used. */
    public record TokenUser(String username, String tokenId) {
    }

    /** A token just issued: {@code token} is the only copy of the secret. */
    public record Issued(String id, String token, Instant expiresAt) {
    }

    /** A token as listed to its owner (never the secret). */
    public record TokenInfo(String id, String label, Instant createdAt, Instant expiresAt, Instant revokedAt) {
    }

    /** A token's stored fields the check needs (never the secret, only its hash). */
    private record StoredToken(String id, String username, String secretHash, Instant expiresAt, Instant revokedAt) {
    }

    private final MongoCollection<Document> tokens;
    private final Clock clock;
    private final Duration lifetime;
    private final SecureRandom random = new SecureRandom();
    private final SecurityChanges changes;
    private final ExpiringCache<String, StoredToken> recent;

    public ApiTokens(MongoDatabase database, Clock clock, Duration lifetime) {
        this(database, clock, lifetime, Duration.ZERO);
    }

    /** @param cacheFor how long a token read from the store is trusted without reading it again (docs/security.md) */
    public ApiTokens(MongoDatabase database, Clock clock, Duration lifetime, Duration cacheFor) {
        this.tokens = database.getCollection(COLLECTION);
        this.clock = clock;
        this.lifetime = lifetime;
        this.changes = new SecurityChanges(database);
        this.recent = new ExpiringCache<>(cacheFor, 100_000, changes::count);
        tokens.createIndex(Indexes.ascending("username"));
    }

    public Issued issue(String username, String label) {
        String id = randomText(12);
        String secret = randomText(32);
        Instant now = clock.instant();
        Instant expires = now.plus(lifetime);
        tokens.insertOne(new Document("_id", id)
                .append("username", username)
                .append("label", label)
                .append("secretHash", sha256(secret))
                .append("createdAt", Date.from(now))
                .append("expiresAt", Date.from(expires))
                .append("revokedAt", null));
        return new Issued(id, id + "." + secret, expires);
    }

    /** The token's user if the token exists, matches, is not revoked and has not expired. */
    public Optional<TokenUser> authenticate(String token) {
        int dot = token == null ? -1 : token.indexOf('.');
        if (dot <= 0 || dot == token.length() - 1 || token.length() > 200) {
            return Optional.empty();
        }
        Optional<StoredToken> stored = recent.get(token.substring(0, dot), this::read);
        if (stored.isEmpty() || stored.get().revokedAt() != null || !stored.get().expiresAt().isAfter(clock.instant())) {
            return Optional.empty();
        }
        byte[] expected = stored.get().secretHash().getBytes(StandardCharsets.US_ASCII);
        byte[] actual = sha256(token.substring(dot + 1)).getBytes(StandardCharsets.US_ASCII);
        return MessageDigest.isEqual(expected, actual)
                ? Optional.of(new TokenUser(stored.get().username(), stored.get().id()))
                : Optional.empty();
    }

    private Optional<StoredToken> read(String id) {
        Document d = tokens.find(Filters.eq("_id", id)).first();
        return d == null ? Optional.empty() : Optional.of(new StoredToken(d.getString("_id"), d.getString("username"),
                d.getString("secretHash"), instant(d, "expiresAt"), instant(d, "revokedAt")));
    }

    /** Revokes one of {@code username}'s tokens; false when the user has no such live token. */
    public boolean revoke(String username, String tokenId) {
        boolean revoked = tokens.updateOne(Filters.and(Filters.eq("_id", tokenId), Filters.eq("username", username),
                Filters.eq("revokedAt", null)), Updates.set("revokedAt", Date.from(clock.instant())))
                .getModifiedCount() > 0;
        if (revoked) {
            changes.changed(); // the other nodes forget what they read within their cache period
        }
        // after the write, so a request here reads the revoked token (one that read it just before may still keep
        // it, until this node's next look at the count, which has moved)
        recent.evict(tokenId);
        return revoked;
    }

    /** Revokes every live token of the user except {@code keep} (may be null); returns how many. */
    public long revokeAll(String username, String keep) {
        Bson live = Filters.and(Filters.eq("username", username), Filters.eq("revokedAt", null));
        Bson filter = keep == null ? live : Filters.and(live, Filters.ne("_id", keep));
        long revoked = tokens.updateMany(filter, Updates.set("revokedAt", Date.from(clock.instant())))
                .getModifiedCount();
        if (revoked > 0) {
            changes.changed();
        }
        recent.evictIf(t -> t.username().equals(username) && !t.id().equals(keep));
        return revoked;
    }

    /**
     * One page of the user's tokens, oldest first (the order the list always had), ties by id: revoked tokens keep
     * their documents, so an account signing in from a script every few minutes gathers thousands of them.
     */
    public Paging.Page<TokenInfo> list(String username, Paging.Request page) {
        return Paging.find(tokens, Filters.eq("username", username), Paging.SortKey.oldestFirst("createdAt"), page,
                d -> new TokenInfo(d.getString("_id"), d.getString("label"), instant(d, "createdAt"),
                        instant(d, "expiresAt"), instant(d, "revokedAt")));
    }

    private static Instant instant(Document d, String field) {
        Date date = d.getDate(field);
        return date == null ? null : date.toInstant();
    }

    private String randomText(int bytes) {
        byte[] b = new byte[bytes];
        random.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }

    static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JVM has SHA-256", e);
        }
    }
}
