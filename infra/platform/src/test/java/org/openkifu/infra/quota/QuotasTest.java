package org.openkifu.infra.quota;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.springframework.http.HttpStatus;

/**
 * The quota mechanism: a limit on what is open and a limit per sliding window, counted from what the store says plus
 * what this node admitted and the store has not seen yet; 429 QUOTA_EXCEEDED with the seconds until a place frees.
 */
class QuotasTest {

    private static final Instant NOW = Instant.parse("2026-11-26T12:00:00Z");

    private final QuotaSettings settings = new QuotaSettings();
    private final Quotas quotas = new Quotas(settings, Clock.fixed(NOW, ZoneOffset.UTC));

    @Test
    void theDefaultsAreTheDocumentedOnes() {
        assertThat(settings.getOpenOffers()).isEqualTo(10);
        assertThat(settings.getWaitingMatchRequests()).isEqualTo(5);
        assertThat(settings.getTournamentsPerDay()).isEqualTo(20);
        assertThat(settings.getLaddersPerDay()).isEqualTo(10);
        assertThat(settings.getSignUpsPerAddressPerHour()).isEqualTo(10);
    }

    @Test
    void anOpenLimitAdmitsBelowItAndRefusesAtItUntilTheEarliestExpiry() {
        List<Instant> open = List.of(NOW.plusSeconds(600), NOW.plusSeconds(90), NOW.plusSeconds(3600));
        quotas.admitOpen("open-offers", "alice", "o4", 4, () -> open, ids -> Set.copyOf(ids), "offers");
        assertThatThrownBy(() -> quotas.admitOpen("open-offers", "alice", "o5", 3, () -> open, ids -> Set.copyOf(ids),
                "offers")).isInstanceOfSatisfying(QuotaExceeded.class, e -> {
                    assertThat(e.status()).isEqualTo(HttpStatus.TOO_MANY_REQUESTS);
                    assertThat(e.code()).isEqualTo("QUOTA_EXCEEDED");
                    assertThat(e.retryAfterSeconds()).as("the offer expiring in 90 s frees a place").isEqualTo(90);
                    assertThat(e.properties()).containsEntry("quota", "open-offers").containsEntry("limit", 3);
                });
    }

    @Test
    void aWindowLimitRefusesUntilTheOldestCountedCreationLeavesTheWindow() {
        List<Instant> created = List.of(NOW.minusSeconds(60), NOW.minus(Duration.ofHours(23)), NOW.minusSeconds(5));
        assertThatThrownBy(() -> quotas.admitInWindow("tournaments-per-day", "org", "t4", 3, Quotas.DAY,
                () -> created, ids -> Set.copyOf(ids), "tournaments created"))
                .isInstanceOfSatisfying(QuotaExceeded.class,
                        e -> assertThat(e.retryAfterSeconds()).as("23 h ago + 24 h = in one hour").isEqualTo(3600));
        quotas.admitInWindow("tournaments-per-day", "org", "t4", 4, Quotas.DAY, () -> created, ids -> Set.copyOf(ids),
                "tournaments created");
    }

    @Test
    void whatThisNodeAdmittedCountsUntilTheStoreHasSeenItAndAReleaseGivesThePlaceBack() {
        Set<String> stored = new HashSet<>();
        List<Instant> storeOpen = new ArrayList<>(); // the read model lags: it sees nothing yet
        for (String id : List.of("a", "b")) {
            quotas.admitOpen("open-offers", "bob", id, 2, () -> storeOpen, ids -> intersect(ids, stored), "offers");
        }
        assertThatThrownBy(() -> quotas.admitOpen("open-offers", "bob", "c", 2, () -> storeOpen,
                ids -> intersect(ids, stored), "offers")).isInstanceOf(QuotaExceeded.class);
        assertThat(quotas.admitOpen("open-offers", "carol", "c", 2, () -> storeOpen, ids -> intersect(ids, stored),
                "offers")).as("another owner has its own count").isNotNull();

        // the store now holds "a" and "b", and "a" is no longer open: one place is free
        stored.addAll(List.of("a", "b"));
        storeOpen.add(NOW.plusSeconds(100));
        Quotas.Reservation d = quotas.admitOpen("open-offers", "bob", "d", 2, () -> storeOpen,
                ids -> intersect(ids, stored), "offers");
        assertThatThrownBy(() -> quotas.admitOpen("open-offers", "bob", "e", 2, () -> storeOpen,
                ids -> intersect(ids, stored), "offers")).isInstanceOf(QuotaExceeded.class);
        d.release(); // its command was refused: it never reaches the store
        quotas.admitOpen("open-offers", "bob", "e", 2, () -> storeOpen, ids -> intersect(ids, stored), "offers");
    }

    @Test
    void aRetryOfTheSameIdIsNotCountedTwice() {
        List<Instant> none = List.of();
        quotas.admitOpen("waiting-match-requests", "dan", "r1", 1, () -> none, ids -> Set.of(), "requests");
        quotas.admitOpen("waiting-match-requests", "dan", "r1", 1, () -> none, ids -> Set.of(), "requests");
        assertThatThrownBy(() -> quotas.admitOpen("waiting-match-requests", "dan", "r2", 1, () -> none,
                ids -> Set.of(), "requests")).isInstanceOf(QuotaExceeded.class);
    }

    private static Set<String> intersect(java.util.Collection<String> ids, Set<String> stored) {
        Set<String> found = new HashSet<>(ids);
        found.retainAll(stored);
        return found;
    }
}
