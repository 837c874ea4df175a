package org.openkifu.infra.security;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rank a player declares for an account: 18k..1k, 1d..9d, 1p..9p (the Black&White range the contexts play
 * with). The platform keeps its own check instead of importing a context's rank type: each context owns its
 * model, and an account is only a name with a declared rank.
 */
final class AccountRank {

    private static final Pattern RANK = Pattern.compile("(\\d{1,2})([kdp])");

    private AccountRank() {
    }

    /** "3K", " 2d " -> "3k", "2d"; empty when it is not a rank of the range. */
    static Optional<String> normalize(String text) {
        Matcher m = RANK.matcher(text.trim().toLowerCase(Locale.ROOT).replace("[p]", "p"));
        if (!m.matches()) {
            return Optional.empty();
        }
        int number = Integer.parseInt(m.group(1));
        int highest = m.group(2).equals("k") ? 18 : 9;
        return number >= 1 && number <= highest ? Optional.of(number + m.group(2)) : Optional.empty();
    }
}
