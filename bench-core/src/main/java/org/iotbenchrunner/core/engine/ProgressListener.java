package org.iotbenchrunner.core.engine;

/** Receives a progress snapshot about once a second while a run is measured, and once at the end. */
@FunctionalInterface
public interface ProgressListener {
    ProgressListener NONE = p -> { };

    void onProgress(Progress progress);
}
