package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Whether harness and server together used the host's CPU up to its capacity during the measured window, whoever
 * used more (client-bound is the case where the harness did); {@code reason} gives the figures.
 */
public record HostSaturation(boolean saturated, @JsonInclude(JsonInclude.Include.NON_NULL) String reason) {
}
