package org.iotbenchrunner.core.usecase;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * A use case's rows read from a line-protocol file, one line at a time (never the whole file in memory), gunzipped
 * when its name ends with {@code .gz}: our own files and TSBS's {@code --format influx} output as they are, each row
 * shaped as the schema's ({@link RowShaper}). Empty lines and {@code #} comments are skipped. A line the schema does
 * not know or that does not parse stops the reading with one line naming the file, the line number and what was
 * expected.
 */
final class UseCaseFileReader implements UseCaseRows {
    private static final int BUFFER = 1 << 16;

    private final Path file;
    private final UseCaseSchema schema;

    UseCaseFileReader(Path file, UseCase useCase) {
        this.file = file;
        this.schema = UseCaseSchema.of(useCase);
    }

    @Override
    public void forEachRow(Consumer<UseCaseRow> sink) {
        RowShaper shaper = new RowShaper(schema);
        try (InputStream stored = Files.newInputStream(file);
                InputStream content = UseCaseDataFile.gzipped(file) ? new GZIPInputStream(stored, BUFFER) : stored;
                BufferedReader lines = new BufferedReader(new InputStreamReader(content, StandardCharsets.UTF_8),
                        BUFFER)) {
            long number = 0;
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                sink.accept(shaped(shaper, file, number, line));
            }
        } catch (IOException e) {
            throw unreadable(e);
        }
    }

    /** Line {@code number} of {@code file} parsed and shaped; one line naming both where it does not parse. */
    static UseCaseRow shaped(RowShaper shaper, Path file, long number, String line) {
        try {
            return shaper.shape(UseCaseLineProtocol.parse(line));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(file + " line " + number + ": " + e.getMessage());
        }
    }

    /** A failed read as one line: a {@code .gz} file that is not gzip is bad input, any other failure is not. */
    RuntimeException unreadable(IOException e) {
        if (e instanceof ZipException) {
            return new ConfigException(file + ": not a gzip file (" + e.getMessage() + "), though its name ends with "
                    + ".gz");
        }
        return new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
    }
}
