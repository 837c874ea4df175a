package org.openkifu.infra.security;

import java.util.Locale;
import java.util.Optional;

/**
 * The {@link AccountDirectory} over the {@code accounts} collection. {@link #nearest} reads every account name
 * (at most {@value #MAX_SCANNED}): it answers refusals only, which are rare, and a name index would cost every
 * registration for them.
 */
public class AccountNames implements AccountDirectory {

    /** Names read by one {@link #nearest} at most; a larger directory gives suggestions from its first names. */
    static final int MAX_SCANNED = 200_000;

    private final AccountStore store;

    public AccountNames(AccountStore store) {
        this.store = store;
    }

    @Override
    public Optional<String> canonical(String name) {
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        return store.find(name.strip()).map(Account::username);
    }

    @Override
    public Optional<String> nearest(String name) {
        if (name == null || name.isBlank() || name.length() > 64 || exists(name)) {
            return Optional.empty();
        }
        String wanted = name.strip().toLowerCase(Locale.ROOT);
        // One typo in a short name, two from six characters on: "bbo" finds "bob", "alcie" finds "alice".
        int allowed = wanted.length() < 6 ? 1 : 2;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : store.names(MAX_SCANNED)) {
            int d = distance(wanted, candidate.toLowerCase(Locale.ROOT), Math.min(allowed, bestDistance));
            if (d < bestDistance || (d == bestDistance && best != null && candidate.compareToIgnoreCase(best) < 0)) {
                bestDistance = d;
                best = candidate;
            }
        }
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /**
     * Optimal string alignment distance (Levenshtein plus swapped neighbours, the commonest typo), or a number above
     * {@code limit} as soon as it is certain to exceed it.
     */
    static int distance(String a, String b, int limit) {
        if (Math.abs(a.length() - b.length()) > limit) {
            return limit + 1;
        }
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > limit) {
                return limit + 1;
            }
        }
        return d[a.length()][b.length()];
    }
}
