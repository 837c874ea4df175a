package org.openkifu.game.cli;

/** A problem with the analyst's own input for one file (e.g. a --dead point off that board). */
final class AnalysisException extends RuntimeException {

    private final String code;

    AnalysisException(String code, String message) {
        super(message);
        this.code = code;
    }

    String code() {
        return code;
    }
}
