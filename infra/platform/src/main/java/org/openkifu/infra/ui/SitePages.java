package org.openkifu.infra.ui;

import jakarta.servlet.http.HttpServletRequest;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.ModelAttribute;

/**
 * What every server-rendered page of every context shares: who is signed in (the servlet request's remote user,
 * which Spring Security sets), available to every template as {@code me}, to show the right navigation and act as
 * that user.
 */
@ControllerAdvice(annotations = Controller.class)
public class SitePages {

    @ModelAttribute("me")
    String me(HttpServletRequest request) {
        return request.getRemoteUser();
    }
}
