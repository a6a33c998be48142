package org.iotbenchrunner.orchestrator.usecase;

import java.nio.file.Path;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * A use case's load as asked on the command line: its rows generated from {@code spec}, or read from
 * {@code dataFile} (then {@code spec} is null); generated rows written to {@code writeDataFile} first and loaded from
 * it (null: loaded as generated); dealt to {@code workers} clients in batches of {@code batchSize} rows; the
 * {@code preset} whose data set it is, or null; the write grid's {@code grid} cell it is, or null.
 */
public record LoadRequest(UseCase useCase, UseCaseSpec spec, Path dataFile, Path writeDataFile, int workers,
        int batchSize, UseCaseLoadResult.Preset preset, UseCaseLoadResult.GridCell grid) {

    public LoadRequest {
        if ((spec == null) == (dataFile == null) || (dataFile != null && writeDataFile != null)) {
            throw new IllegalArgumentException("a load's rows are generated or read from a file, never both");
        }
    }

    /** A load outside a write grid. */
    public LoadRequest(UseCase useCase, UseCaseSpec spec, Path dataFile, Path writeDataFile, int workers,
            int batchSize, UseCaseLoadResult.Preset preset) {
        this(useCase, spec, dataFile, writeDataFile, workers, batchSize, preset, null);
    }

    /** The same rows as the grid's {@code cell} loads them: its rows per request, by its clients. */
    LoadRequest forCell(UseCaseLoadResult.GridCell cell) {
        return new LoadRequest(useCase, spec, dataFile, writeDataFile, cell.clients(), cell.rowsPerRequest(), preset,
                cell);
    }

    /** The results folder below --out: the preset's id, else the use case's. */
    String folder() {
        return preset != null ? preset.id() : useCase.id();
    }
}
