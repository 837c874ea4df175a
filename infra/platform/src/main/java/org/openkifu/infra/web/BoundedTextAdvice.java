package org.openkifu.infra.web;

import java.lang.reflect.Type;

import org.springframework.core.MethodParameter;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.servlet.mvc.method.annotation.RequestBodyAdviceAdapter;

/** Calls {@link BoundedText#checkText} on every request body that has it, as soon as it is read. */
@ControllerAdvice
public class BoundedTextAdvice extends RequestBodyAdviceAdapter {

    private final TextLimits limits;

    public BoundedTextAdvice(TextLimits limits) {
        this.limits = limits;
    }

    @Override
    public boolean supports(MethodParameter parameter, Type targetType,
            Class<? extends HttpMessageConverter<?>> converterType) {
        return BoundedText.class.isAssignableFrom(parameter.getParameterType());
    }

    @Override
    public Object afterBodyRead(Object body, HttpInputMessage inputMessage, MethodParameter parameter,
            Type targetType, Class<? extends HttpMessageConverter<?>> converterType) {
        if (body instanceof BoundedText bounded) {
            bounded.checkText(limits);
        }
        return body;
    }
}
