package org.iotbenchrunner.core.result;

/** How a run ended. RUNNING on disk means the process died before it could finish the run. */
public enum RunStatus { RUNNING, COMPLETED, TIMED_OUT, CRASHED }
