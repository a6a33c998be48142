package org.iotbenchrunner.core.engine;

/** A snapshot of a running measurement: client loops done out of planned, operations and points so far. */
public record Progress(long doneLoops, long totalLoops, long okOperations, long failedOperations, long okPoints,
        double elapsedSeconds) {

    public double fraction() {
        return totalLoops == 0 ? 1 : (double) doneLoops / totalLoops;
    }
}
