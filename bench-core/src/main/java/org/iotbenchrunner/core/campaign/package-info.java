/**
 * The campaign presets and the isolation of a campaign's servers, defined once: the orchestrator runs them, the report
 * labels and compares what ran. May use core.config only.
 */
package org.iotbenchrunner.core.campaign;
