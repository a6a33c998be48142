package org.iotbenchrunner.orchestrator;

/**
 * A failure said in full by its message (what failed, why, and where to read more): the harness prints the message
 * alone, without a stack trace, and exits 1.
 */
public final class HarnessFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public HarnessFailure(String message) {
        super(message);
    }

    public HarnessFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
