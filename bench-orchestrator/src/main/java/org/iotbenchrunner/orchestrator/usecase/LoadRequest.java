package org.iotbenchrunner.orchestrator.usecase;

import java.nio.file.Path;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * A use case's load as asked on the command line: its rows generated from {@code spec}, or read from
 * {@code dataFile} (then {@code spec} is null); generated rows written to {@code writeDataFile} first and loaded from
 * it (null: loaded as generated); dealt to {@code workers} clients in batches of {@code batchSize} rows; the
 * {@code preset} whose data set it is, or null.
 */
public record LoadRequest(UseCase useCase, UseCaseSpec spec, Path dataFile, Path writeDataFile, int workers,
        int batchSize, UseCaseLoadResult.Preset preset) {

    public LoadRequest {
        if ((spec == null) == (dataFile == null) || (dataFile != null && writeDataFile != null)) {
            throw new IllegalArgumentException("a load's rows are generated or read from a file, never both");
        }
    }

    /** The results folder below --out: the preset's id, else the use case's. */
    String folder() {
        return preset != null ? preset.id() : useCase.id();
    }
}
