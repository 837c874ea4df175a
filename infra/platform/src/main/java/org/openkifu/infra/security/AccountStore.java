package org.openkifu.infra.security;

import java.util.Date;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import com.mongodb.ErrorCategory;
import com.mongodb.MongoWriteException;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import org.bson.Document;

/**
 * Accounts in the {@code accounts} collection. The document id is the user name in lower case, so a name is unique
 * ignoring case on every MongoDB (no secondary index needed); {@code username} keeps the spelling chosen.
 */
public class AccountStore {

    public static final String COLLECTION = "accounts";

    private final MongoCollection<Document> accounts;
    private final SecurityChanges changes;

    public AccountStore(MongoDatabase database) {
        this.accounts = database.getCollection(COLLECTION);
        this.changes = new SecurityChanges(database);
        accounts.createIndex(com.mongodb.client.model.Indexes.ascending(SIGN_UP_ADDRESS));
    }

    /** The client address an account was signed up from, for the sign-up quota (docs/security.md, "Quotas"). */
    static final String SIGN_UP_ADDRESS = "signUpAddress";

    static String key(String username) {
        return username.toLowerCase(Locale.ROOT);
    }

    /** Stores a new account; false when the name (ignoring case) is taken. */
    public boolean insert(Account account) {
        return insert(account, null);
    }

    /** @param address the client address it was signed up from (null: created by the server itself) */
    public boolean insert(Account account, String address) {
        try {
            accounts.insertOne(new Document("_id", key(account.username()))
                    .append("username", account.username())
                    .append("passwordHash", account.passwordHash())
                    .append("rank", account.rank())
                    .append("roles", account.roles().stream().map(Role::name).sorted().toList())
                    .append("createdAt", Date.from(account.createdAt()))
                    .append(SIGN_UP_ADDRESS, address));
            return true;
        } catch (MongoWriteException e) {
            if (e.getError().getCategory() == ErrorCategory.DUPLICATE_KEY) {
                return false;
            }
            throw e;
        }
    }

    public Optional<Account> find(String username) {
        // A name no account can have (a 1 MiB "defender") has none: answered without a query or a key built from it.
        if (!org.openkifu.infra.web.TextLimits.isPossibleAccountName(username)) {
            return Optional.empty();
        }
        return Optional.ofNullable(accounts.find(Filters.eq("_id", key(username))).first()).map(AccountStore::account);
    }

    /** Account names as spelled at sign-up, at most {@code limit}, in no particular order. */
    public Iterable<String> names(int limit) {
        return accounts.find().projection(new Document("username", 1)).limit(limit)
                .map(d -> d.getString("username"));
    }

    /** When accounts were signed up from this address since then: at most {@code limit}, newest first. */
    public List<java.time.Instant> signUpsFrom(String address, java.time.Instant since, int limit) {
        List<java.time.Instant> times = new java.util.ArrayList<>();
        for (Document d : accounts.find(Filters.and(Filters.eq(SIGN_UP_ADDRESS, address),
                Filters.gt("createdAt", Date.from(since)))).projection(new Document("createdAt", 1))
                .sort(com.mongodb.client.model.Sorts.descending("createdAt")).limit(limit)) {
            times.add(d.getDate("createdAt").toInstant());
        }
        return times;
    }

    /** The store's count of security changes, which every node's account cache watches ({@link SecurityChanges}). */
    long changeCount() {
        return changes.count();
    }

    public void setPasswordHash(String username, String passwordHash) {
        set(username, "passwordHash", passwordHash);
    }

    /** @return false when there is no such account */
    public boolean setRank(String username, String rank) {
        return set(username, "rank", rank).getMatchedCount() > 0;
    }

    /** Sets one field; a change is counted for every node's account cache (the cached account shows the field). */
    private com.mongodb.client.result.UpdateResult set(String username, String field, Object value) {
        var result = accounts.updateOne(Filters.eq("_id", key(username)), Updates.set(field, value));
        if (result.getModifiedCount() > 0) {
            changes.changed();
        }
        return result;
    }

    public void setRoles(String username, Set<Role> roles) {
        set(username, "roles", roles.stream().map(Role::name).sorted().toList());
    }

    /**
     * One page of accounts whose name contains {@code query} (ignoring case; every account when blank), in name
     * order. The search runs on the lower-case {@code _id}, so the query is lower-cased and quoted (no pattern from
     * the client reaches the regular expression).
     */
    public List<Account> page(String query, int skip, int limit) {
        return accounts.find(nameContains(query)).sort(new Document("_id", 1)).skip(skip).limit(limit)
                .map(AccountStore::account).into(new java.util.ArrayList<>());
    }

    /** How many accounts {@link #page} pages through. */
    public long count(String query) {
        return accounts.countDocuments(nameContains(query));
    }

    /** How many accounts hold the role (for the last administrator's guard). */
    public long countWithRole(Role role) {
        return accounts.countDocuments(Filters.eq("roles", role.name()));
    }

    private static org.bson.conversions.Bson nameContains(String query) {
        return query == null || query.isBlank() ? new Document()
                : Filters.regex("_id", java.util.regex.Pattern.quote(key(query.strip())));
    }

    private static Account account(Document d) {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        List<String> names = d.getList("roles", String.class, List.of());
        names.forEach(n -> roles.add(Role.valueOf(n)));
        return new Account(d.getString("username"), d.getString("passwordHash"), d.getString("rank"), roles,
                d.getDate("createdAt").toInstant());
    }
}
