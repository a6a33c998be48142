package org.iotbenchrunner.core.sweep;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What a sweep wrote beside its cells, as {@code sweep.json} in its folder (written atomically, rewritten as cells
 * end): the {@code mode} and {@code axes} asked for, the databases and tests each cell runs, and per cell its
 * number, parameters, folder (relative to the sweep's), whether it is the baseline, and its {@code status}:
 * {@code pending}, {@code running}, {@code completed} (every result good), {@code failed} (a result not good, or the
 * cell could not run: {@code error} says why) or {@code skipped} (a cell that does not apply, e.g. a server setting
 * of a database the cell does not run; {@code error} says why). {@code preset}: the sweep preset it came from
 * (null: the command line's {@code --sweep}s); {@code maxSeconds}: the plan's bound on the measured time of all cells
 * (null: unbounded or unknown), said up front.
 */
public record SweepManifest(int schemaVersion, String mode, List<SweepAxis> axes, List<String> databases,
        List<String> tests, @JsonInclude(JsonInclude.Include.NON_NULL) String preset,
        @JsonInclude(JsonInclude.Include.NON_NULL) Double maxSeconds, Instant createdAt, List<Cell> cells) {

    public static final int SCHEMA_VERSION = 1;
    public static final String FILE_NAME = "sweep.json";

    public SweepManifest {
        axes = List.copyOf(axes);
        databases = List.copyOf(databases);
        tests = List.copyOf(tests);
        cells = List.copyOf(cells);
    }

    /** One cell's entry. */
    public record Cell(int number, Map<String, String> parameters, String directory, boolean baseline, String status,
            @JsonInclude(JsonInclude.Include.NON_NULL) String error) {
    }
}
