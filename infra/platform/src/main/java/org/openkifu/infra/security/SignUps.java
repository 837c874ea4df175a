package org.openkifu.infra.security;

import java.util.stream.Collectors;

import org.openkifu.infra.quota.Quotas;

/**
 * Sign-up with the per-address quota (docs/security.md, "Quotas"): the accounts created from the client's address in
 * the last hour are counted in the {@code accounts} collection itself, so every node counts the same ones.
 */
public class SignUps {

    private final Accounts accounts;
    private final AccountStore store;
    private final Quotas quotas;

    public SignUps(Accounts accounts, AccountStore store, Quotas quotas) {
        this.accounts = accounts;
        this.store = store;
        this.quotas = quotas;
    }

    /** 429 QUOTA_EXCEEDED (with Retry-After) once the address signed up its hourly share; otherwise as Accounts. */
    public Account register(String username, String password, String rank, String address) {
        int limit = quotas.settings().getSignUpsPerAddressPerHour();
        // admitted under the address's lock: parallel sign-ups from one address are counted one after the other
        Quotas.Reservation place = quotas.admitInWindow("sign-ups-per-address", String.valueOf(address),
                String.valueOf(username), limit, Quotas.HOUR,
                () -> store.signUpsFrom(address, quotas.since(Quotas.HOUR), limit),
                names -> names.stream().filter(n -> store.find(n).isPresent()).collect(Collectors.toSet()),
                "sign-ups from one address");
        try {
            return accounts.register(username, password, rank, address);
        } catch (RuntimeException e) {
            place.release(); // an invalid or taken name creates nothing
            throw e;
        }
    }
}
