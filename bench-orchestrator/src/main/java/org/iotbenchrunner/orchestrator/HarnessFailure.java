package org.iotbenchrunner.orchestrator;

/**
 * A failure said in full by its message (what failed, why, and where to read more): the harness prints the message
 * alone, without a stack trace, and exits 1.
 */
final class HarnessFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    HarnessFailure(String message) {
        super(message);
    }

    HarnessFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
