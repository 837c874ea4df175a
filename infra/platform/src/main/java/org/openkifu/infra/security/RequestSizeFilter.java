package org.openkifu.infra.security;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Caps request bodies at {@code openkifu.security.max-body-size}: 413 {@code REQUEST_TOO_LARGE} before anything reads
 * them. A declared Content-Length is checked at once; a chunked body is read up to the cap into memory and handed on
 * from there. Forms and uploads are left to their own caps ({@code server.tomcat.max-http-form-post-size},
 * {@code spring.servlet.multipart.*}), because Tomcat parses them from its own stream and uploads may be larger.
 * JSON bodies have a tighter cap ({@code openkifu.limits.json-body}, 1 MiB): no command needs more, and a JSON body is
 * turned into objects several times its size, while an SGF body is read as it comes.
 */
class RequestSizeFilter extends OncePerRequestFilter {

    private final long maxOtherBytes;
    private final long maxJsonBytes;

    RequestSizeFilter(long maxBytes, long maxJsonBytes) {
        this.maxOtherBytes = maxBytes;
        this.maxJsonBytes = Math.min(maxBytes, maxJsonBytes);
    }

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        if (isForm(request)) {
            chain.doFilter(request, response);
            return;
        }
        long maxBytes = isJson(request) ? maxJsonBytes : maxOtherBytes;
        long declared = request.getContentLengthLong();
        if (declared > maxBytes) {
            tooLarge(request, response, maxBytes);
            return;
        }
        if (declared < 0 && isChunkedBody(request)) {
            byte[] body = request.getInputStream().readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
            if (body.length > maxBytes) {
                tooLarge(request, response, maxBytes);
                return;
            }
            chain.doFilter(new BufferedBody(request, body), response);
            return;
        }
        chain.doFilter(request, response);
    }

    private static void tooLarge(HttpServletRequest request, HttpServletResponse response, long maxBytes)
            throws IOException {
        response.setHeader("Connection", "close");
        ProblemWriter.write(request, response, HttpStatus.CONTENT_TOO_LARGE, "REQUEST_TOO_LARGE",
                "the request body is larger than the " + maxBytes + " bytes this server accepts");
    }

    private static boolean isChunkedBody(HttpServletRequest request) {
        String encoding = request.getHeader("Transfer-Encoding");
        return encoding != null && encoding.toLowerCase(java.util.Locale.ROOT).contains("chunked");
    }

    /** application/json and every {@code +json} type (problem+json, merge-patch+json). */
    private static boolean isJson(HttpServletRequest request) {
        String type = request.getContentType();
        if (type == null) {
            return false;
        }
        String mediaType = type.split(";", 2)[0].strip().toLowerCase(java.util.Locale.ROOT);
        return mediaType.equals(MediaType.APPLICATION_JSON_VALUE) || mediaType.endsWith("+json");
    }

    private static boolean isForm(HttpServletRequest request) {
        String type = request.getContentType();
        return type != null && (type.startsWith(MediaType.APPLICATION_FORM_URLENCODED_VALUE)
                || type.startsWith(MediaType.MULTIPART_FORM_DATA_VALUE));
    }

    /** The request with its (already read, within the cap) body served from memory. */
    private static final class BufferedBody extends HttpServletRequestWrapper {

        private final byte[] body;

        BufferedBody(HttpServletRequest request, byte[] body) {
            super(request);
            this.body = body;
        }

        @Override
        public int getContentLength() {
            return body.length;
        }

        @Override
        public long getContentLengthLong() {
            return body.length;
        }

        @Override
        public ServletInputStream getInputStream() {
            InputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override
                public boolean isFinished() {
                    try {
                        return in.available() == 0;
                    } catch (IOException e) {
                        return true;
                    }
                }

                @Override
                public boolean isReady() {
                    return true;
                }

                @Override
                public void setReadListener(ReadListener listener) {
                    throw new UnsupportedOperationException("the body is already in memory");
                }

                @Override
                public int read() throws IOException {
                    return in.read();
                }

                @Override
                public int read(byte[] b, int off, int len) throws IOException {
                    return in.read(b, off, len);
                }
            };
        }

        @Override
        public java.io.BufferedReader getReader() throws IOException {
            String charset = getCharacterEncoding() == null ? "UTF-8" : getCharacterEncoding();
            return new java.io.BufferedReader(new java.io.InputStreamReader(getInputStream(), charset));
        }
    }
}
