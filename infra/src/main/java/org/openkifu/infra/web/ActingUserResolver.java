package org.openkifu.infra.web;

import org.springframework.core.MethodParameter;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;

/**
 * Resolves {@link ActingUser} parameters. Until accounts exist the user is the unauthenticated
 * {@value #USER_HEADER} header: a claim, not security. A request without a user is a 401 UNAUTHENTICATED.
 */
public class ActingUserResolver implements HandlerMethodArgumentResolver {

    static final String USER_HEADER = "X-User";

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.hasParameterAnnotation(ActingUser.class) && parameter.getParameterType() == String.class;
    }

    @Override
    public Object resolveArgument(MethodParameter parameter, ModelAndViewContainer mavContainer,
            NativeWebRequest request, WebDataBinderFactory binderFactory) {
        String user = request.getHeader(USER_HEADER);
        if (user == null || user.isBlank()) {
            throw new ApiException(HttpStatus.UNAUTHORIZED, "UNAUTHENTICATED",
                    "sign in first: this request needs the acting user");
        }
        return user.strip();
    }
}
