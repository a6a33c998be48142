package org.iotbenchrunner.orchestrator.usecase;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.UseCaseLoadResult;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseDataFile;
import org.iotbenchrunner.core.usecase.UseCaseExtent;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSpec;

/**
 * A load's data set, made ready once for every database: its rows (generated, or read from the file again for each
 * database) and their size counted before loading, by one streaming pass over the generator or the file (a file's
 * SHA-256 in the same pass); with {@code --write-data-file}, the generated rows written to the file first, and read
 * from it.
 */
public record LoadSource(UseCase useCase, UseCaseRows rows, DataSetSize size, UseCaseSpec spec, UseCaseDataFile file) {

    public static LoadSource prepare(LoadRequest request, PrintStream out) {
        if (request.dataFile() != null) {
            out.println("data set: reading " + request.dataFile() + " once to count its rows ...");
            UseCaseDataFile file = UseCaseDataFile.survey(request.dataFile(), request.useCase());
            List<String> missing = file.missingMeasurements();
            if (!missing.isEmpty()) {
                out.println("warning: " + request.dataFile() + " has no rows of " + String.join(", ", missing)
                        + ": their tables or series stay empty");
            }
            return new LoadSource(request.useCase(), file.rows(), file.size(), null, file);
        }
        UseCaseGenerator generator = UseCaseGenerator.of(request.spec());
        if (request.writeDataFile() == null) {
            return new LoadSource(request.useCase(), generator, DataSetSize.of(generator), request.spec(), null);
        }
        out.println("data set: writing the generated rows to " + request.writeDataFile() + " ...");
        try {
            UseCaseDataFile file = UseCaseDataFile.write(generator, request.useCase(), request.writeDataFile());
            return new LoadSource(request.useCase(), file.rows(), file.size(), request.spec(), file);
        } catch (UncheckedIOException e) {
            throw new ConfigException("--write-data-file " + request.writeDataFile() + ": " + e.getMessage());
        }
    }

    /**
     * The data set as the queries are drawn over it: the spec it was generated from, or for a file what its rows
     * cover, as TSBS's query generator is told (the interval is not used). Refused in one line for a file whose
     * hosts or trucks are not named {@code host_N} or {@code truck_N}.
     */
    public UseCaseSpec querySpace() {
        if (spec != null) {
            return spec;
        }
        UseCaseExtent extent = file.extent();
        if (extent.scale() == null) {
            throw new ConfigException("--queries with --data-file " + file.path() + ": its hosts or trucks are not "
                    + "all named host_N or truck_N, as TSBS names them, so the queries cannot name them");
        }
        return new UseCaseSpec(useCase, 0, extent.scale(), extent.first(), extent.last().plusNanos(1),
                Duration.ofNanos(1));
    }

    /** Generated, read from a file, or generated into a file and read from it. */
    String source() {
        return spec == null ? "file" : file == null ? "generated" : "generated into the file, loaded from it";
    }

    public UseCaseLoadResult.Generated generated() {
        return spec == null ? null : generated(spec);
    }

    public static UseCaseLoadResult.Generated generated(UseCaseSpec spec) {
        return new UseCaseLoadResult.Generated(spec.seed(), spec.scale(), spec.start(), spec.end(),
                LogInterval.text(spec.interval()));
    }

    UseCaseLoadResult.DataFile dataFile() {
        return file == null ? null : new UseCaseLoadResult.DataFile(file.path().toString(), file.bytes(),
                file.sha256(), file.gzip());
    }

    /** The terminal's line saying the data set's size before loading. */
    String describe() {
        StringBuilder line = new StringBuilder("data set: ").append(useCase.id());
        if (spec != null) {
            line.append(String.format(Locale.ROOT, ", seed %d, %d %s, %s to %s every %s", spec.seed(), spec.scale(),
                    useCase == UseCase.IOT ? "trucks" : useCase == UseCase.THERMO ? "devices" : "hosts",
                    spec.start(), spec.end(), LogInterval.text(spec.interval())));
        }
        if (file != null) {
            line.append(String.format(Locale.ROOT, ", %s %s (%,d bytes%s, sha256 %s)", spec == null ? "from" : "in",
                    file.path(), file.bytes(), file.gzip() ? " gzip" : "", file.sha256()));
        }
        return line.append(String.format(Locale.ROOT, ": %,d rows, %,d metrics (= points), %,d bytes as line "
                + "protocol", size.rows(), size.metrics(), size.bytes())).toString();
    }
}
