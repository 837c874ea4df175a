package org.openkifu.infra.security;

import jakarta.servlet.http.HttpServletResponse;

import org.openkifu.infra.web.ActingUser;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.openkifu.infra.ui.SitePage;

/**
 * The administrator's page of accounts and roles ({@code /admin/accounts}; its script uses {@link RoleController}).
 * Signed-in accounts without the admin role get the page with the reason and a 403, not the controls.
 */
@Controller
@SitePage
public class AdminPages {

    private final Accounts accounts;

    public AdminPages(Accounts accounts) {
        this.accounts = accounts;
    }

    @GetMapping("/admin/accounts")
    public String accounts(@ActingUser String user, Model model, HttpServletResponse response) {
        boolean admin = accounts.findForRequest(user).map(a -> a.has(Role.ADMIN)).orElse(false);
        if (!admin) {
            response.setStatus(HttpServletResponse.SC_FORBIDDEN);
        }
        model.addAttribute("admin", admin);
        return "admin/accounts";
    }
}
