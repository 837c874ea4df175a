package org.openkifu.infra.testapp;

import java.util.Map;

import org.openkifu.infra.security.AccountDirectory;
import org.openkifu.infra.web.ActingUser;
import org.openkifu.infra.web.BoundedText;
import org.openkifu.infra.web.TextLimits;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** An endpoint of each kind the platform's text limits guard, counting the lookups that get through. */
@RestController
public class LimitsController {

    /** A body with one field of each limited kind, as the contexts' request bodies have them. */
    public record Entry(String name, String location, String club, String country, String message, String player,
                        String other) implements BoundedText {

        @Override
        public void checkText(TextLimits limits) {
            limits.name("name", name);
            limits.location("location", location);
            limits.club("club", club);
            limits.country("country", country);
            limits.message("message", message);
            limits.userId("player", player);
        }
    }

    private final AccountDirectory accounts;
    private final java.util.concurrent.atomic.AtomicInteger lookups = new java.util.concurrent.atomic.AtomicInteger();

    public LimitsController(AccountDirectory accounts) {
        this.accounts = accounts;
    }

    @PostMapping("/api/test-limits/{id}")
    public Map<String, Object> enter(@ActingUser String user, @PathVariable String id, @RequestBody Entry body) {
        lookups.incrementAndGet();
        return Map.of("id", id, "playerExists", body.player() != null && accounts.exists(body.player()));
    }

    @GetMapping("/api/test-limits/{id}")
    public Map<String, Object> read(@PathVariable String id, @RequestParam(required = false) String q) {
        lookups.incrementAndGet();
        return Map.of("id", id, "q", q == null ? "" : q);
    }

    public int lookups() {
        return lookups.get();
    }
}
