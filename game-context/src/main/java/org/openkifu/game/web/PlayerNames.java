package org.openkifu.game.web;

import org.openkifu.infra.security.AccountDirectory;
import org.openkifu.infra.web.ApiException;
import org.springframework.http.HttpStatus;

/**
 * Players named in a request must be accounts (docs/api.md, "Players are accounts"): a game or an invitation for a
 * name nobody registered would be won or lost by nobody, or by whoever registers the name later.
 */
final class PlayerNames {

    static final String UNKNOWN_PLAYER = "UNKNOWN_PLAYER";

    private PlayerNames() {
    }

    /**
     * The account's name as registered (so "Bob" finds "bob"), or 422 UNKNOWN_PLAYER with a {@code suggestion} when
     * a registered name is a typo or two away.
     */
    static String existing(AccountDirectory accounts, String name) {
        String wanted = name == null ? "" : name.strip();
        return accounts.canonical(wanted).orElseThrow(() -> unknown(accounts, wanted));
    }

    private static ApiException unknown(AccountDirectory accounts, String name) {
        String suggestion = accounts.nearest(name).orElse(null);
        ApiException e = new ApiException(HttpStatus.UNPROCESSABLE_CONTENT, UNKNOWN_PLAYER,
                "there is no player called '" + printable(name) + "'"
                        + (suggestion == null ? "; check the name on the player's page" : "; did you mean '" + suggestion + "'?"))
                .with("player", name);
        return suggestion == null ? e : e.with("suggestion", suggestion);
    }

    /** The name as it can be shown in a sentence (control characters as \\uXXXX, at most 64 characters). */
    static String printable(String s) {
        return org.openkifu.game.domain.PointText.printable(s);
    }
}
