package org.iotbenchrunner.core.result;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What a test set out to measure, warm-up excluded: its operations (null when a mix of writes and queries leaves
 * them to chance) and, for a test that only writes, its points (null where they depend on the answers). A capped
 * test is read against it: "n of m done".
 */
public record PlannedWork(@JsonInclude(JsonInclude.Include.NON_NULL) Long operations,
        @JsonInclude(JsonInclude.Include.NON_NULL) Long points) {
}
