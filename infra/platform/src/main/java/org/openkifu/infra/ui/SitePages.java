package org.openkifu.infra.ui;

import java.util.List;
import java.util.Locale;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.security.authentication.AnonymousAuthenticationToken;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * What every server-rendered page of every context ({@link SitePage}) shares: who is signed in (the servlet request's remote user,
 * which Spring Security sets), available to every template as {@code me}, to show the right navigation and act as
 * that user; and that account's roles as {@code myRoles} (lower case: {@code organizer}, {@code admin}...), so a page
 * shows only the controls its viewer may use. The roles are the request's authorities, which the security filters
 * keep equal to the account's current roles (docs/security.md, "Roles"); the server still decides every request.
 */
@ControllerAdvice(annotations = SitePage.class)
public class SitePages {

    private static final String PREFIX = "ROLE_";

    @ModelAttribute("me")
    String me(HttpServletRequest request) {
        return request.getRemoteUser();
    }

    @ModelAttribute("myRoles")
    List<String> myRoles() {
        Authentication user = SecurityContextHolder.getContext().getAuthentication();
        if (user == null || user instanceof AnonymousAuthenticationToken || !user.isAuthenticated()) {
            return List.of();
        }
        return user.getAuthorities().stream().map(a -> a.getAuthority())
                .filter(a -> a.startsWith(PREFIX)).map(a -> a.substring(PREFIX.length()).toLowerCase(Locale.ROOT))
                .sorted().toList();
    }
}
