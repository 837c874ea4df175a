package org.openkifu.infra.quota;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * {@code openkifu.quotas.*}: how much one account or one address may hold open or create (docs/security.md, "Quotas").
 * The defaults leave room for any real player or organizer and stop a script; 0 refuses everything of that kind.
 */
@ConfigurationProperties("openkifu.quotas")
public class QuotaSettings {

    /** Open offers in the waiting room per player at once. */
    private int openOffers = 10;
    /** Waiting auto-match requests per player at once (one per pool anyway: ALREADY_WAITING). */
    private int waitingMatchRequests = 5;
    /** Tournaments an organizer creates in any 24 hours. */
    private int tournamentsPerDay = 20;
    /** Ladders an organizer creates in any 24 hours. */
    private int laddersPerDay = 10;
    /** Accounts signed up from one client address in any hour. */
    private int signUpsPerAddressPerHour = 10;

    public int getOpenOffers() {
        return openOffers;
    }

    public void setOpenOffers(int openOffers) {
        this.openOffers = openOffers;
    }

    public int getWaitingMatchRequests() {
        return waitingMatchRequests;
    }

    public void setWaitingMatchRequests(int waitingMatchRequests) {
        this.waitingMatchRequests = waitingMatchRequests;
    }

    public int getTournamentsPerDay() {
        return tournamentsPerDay;
    }

    public void setTournamentsPerDay(int tournamentsPerDay) {
        this.tournamentsPerDay = tournamentsPerDay;
    }

    public int getLaddersPerDay() {
        return laddersPerDay;
    }

    public void setLaddersPerDay(int laddersPerDay) {
        this.laddersPerDay = laddersPerDay;
    }

    public int getSignUpsPerAddressPerHour() {
        return signUpsPerAddressPerHour;
    }

    public void setSignUpsPerAddressPerHour(int signUpsPerAddressPerHour) {
        this.signUpsPerAddressPerHour = signUpsPerAddressPerHour;
    }
}
