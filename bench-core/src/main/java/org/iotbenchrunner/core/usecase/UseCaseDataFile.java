package org.iotbenchrunner.core.usecase;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.DigestInputStream;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.iotbenchrunner.core.config.ConfigException;

/**
 * A use case's data set as a file, so that every database loads the same bytes: one row a line in InfluxDB line
 * protocol ({@link UseCaseLineProtocol}), gzip when the name ends with {@code .gz}. Written atomically (a temporary
 * file beside it, then moved into place; a failed write leaves nothing); read back as rows streaming, ours and TSBS's
 * {@code tsbs_generate_data --format influx} output alike ({@link UseCaseFileReader}).
 *
 * <p>The record holds what is known of the file: its stored size and SHA-256 ({@code bytes}, {@code sha256}, of the
 * file as stored, compressed or not), its rows counted as {@link DataSetSize} counts them (so a TSBS file and ours
 * of the same rows have the same size), the measurements its rows are of and what they cover ({@code extent}), and,
 * when the survey found every line fit to be sent as it is, the file as it was then ({@code forwarded}, else null).
 */
public record UseCaseDataFile(Path path, UseCase useCase, long bytes, String sha256, DataSetSize size,
        Set<String> measurements, UseCaseExtent extent, ForwardedFile forwarded) {
    private static final int BUFFER = 1 << 16;

    public UseCaseDataFile {
        measurements = Collections.unmodifiableSet(new LinkedHashSet<>(measurements));
    }

    /** Writes {@code rows} of {@code useCase} to {@code file} atomically, replacing any file there. */
    public static UseCaseDataFile write(UseCaseRows rows, UseCase useCase, Path file) {
        Path target = file.toAbsolutePath();
        MessageDigest sha = newSha256();
        DataSetSize.Counter counter = new DataSetSize.Counter();
        Set<String> measurements = new LinkedHashSet<>();
        UseCaseExtent.Tracker extent = new UseCaseExtent.Tracker();
        Path temp = null;
        try {
            Files.createDirectories(target.getParent());
            temp = Files.createTempFile(target.getParent(), "." + target.getFileName(), ".tmp");
            try (OutputStream stored = new DigestOutputStream(new BufferedOutputStream(Files.newOutputStream(temp),
                    BUFFER), sha);
                    OutputStream content = gzipped(target) ? new GZIPOutputStream(stored, BUFFER) : stored;
                    Writer out = new OutputStreamWriter(content, StandardCharsets.UTF_8)) {
                StringBuilder line = new StringBuilder(512);
                rows.forEachRow(row -> {
                    line.setLength(0);
                    UseCaseLineProtocol.append(row, line);
                    counter.add(row, line);
                    measurements.add(row.measurement());
                    extent.add(row);
                    line.append('\n');
                    try {
                        out.append(line);
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                });
            }
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            temp = null;
            return new UseCaseDataFile(file, useCase, Files.size(target), HexFormat.of().formatHex(sha.digest()),
                    counter.size(), measurements, extent.extent(), null);
        } catch (IOException | UncheckedIOException e) {
            IOException cause = e instanceof UncheckedIOException u ? u.getCause() : (IOException) e;
            throw new UncheckedIOException("cannot write " + file + ": " + cause.getMessage(), cause);
        } finally {
            deleteQuietly(temp);
        }
    }

    /**
     * Reads {@code file} once, streaming, as rows of {@code useCase}: its size, SHA-256, rows and measurements. Refuses
     * (one line) a line the use case does not know, a file without rows, and a file whose rows are another use
     * case's data set (a cpu-only file given as devops).
     */
    public static UseCaseDataFile survey(Path file, UseCase useCase) {
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new ConfigException("--data-file " + file + ": no such readable file");
        }
        UseCaseFileReader reader = new UseCaseFileReader(file, useCase);
        MessageDigest sha = newSha256();
        FileSurvey survey = new FileSurvey(file, useCase);
        ForwardedFile before = ForwardedFile.of(file);
        try (InputStream stored = new DigestInputStream(Files.newInputStream(file), sha)) {
            InputStream content = gzipped(file) ? new GZIPInputStream(stored, BUFFER) : stored;
            survey.read(content);
            stored.transferTo(OutputStream.nullOutputStream()); // the digest covers the whole file
        } catch (IOException e) {
            throw reader.unreadable(e);
        }
        UseCaseDataFile surveyed = new UseCaseDataFile(file, useCase, sizeOf(file),
                HexFormat.of().formatHex(sha.digest()), survey.size(), survey.measurements(), survey.extent(),
                survey.everyLineForwarded() && before.unchanged(file) ? before.withUniformFields(survey.uniformFields())
                        : null);
        surveyed.checkUseCase();
        return surveyed;
    }

    /** The file's rows, read again from the file each time they are asked for. */
    public UseCaseRows rows() {
        return new UseCaseFileReader(path, useCase);
    }

    /** The file's rows as batches of lines for the databases that take line protocol, read again each time. */
    public UseCaseFileLines lines() {
        return new UseCaseFileLines(path, useCase, forwarded);
    }

    public boolean gzip() {
        return gzipped(path);
    }

    /** The use case's measurements the file has no row of (empty: it has all of them), in the schema's order. */
    public List<String> missingMeasurements() {
        return UseCaseSchema.of(useCase).measurements().stream().map(UseCaseSchema.Measurement::name)
                .filter(m -> !measurements.contains(m)).toList();
    }

    static boolean gzipped(Path file) {
        return file.getFileName().toString().endsWith(".gz");
    }

    private void checkUseCase() {
        if (size.rows() == 0) {
            throw new ConfigException("--data-file " + path + ": holds no rows");
        }
        for (UseCase other : UseCase.values()) {
            if (other != useCase && measurements.equals(measurementsOf(other))) {
                throw new ConfigException("--workload " + useCase.id() + ": " + path + " holds only "
                        + String.join(", ", measurements) + " rows, the " + other.id() + " data set; give --workload "
                        + other.id());
            }
        }
    }

    private static Set<String> measurementsOf(UseCase useCase) {
        return Set.copyOf(UseCaseSchema.of(useCase).measurements().stream().map(UseCaseSchema.Measurement::name)
                .toList());
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp == null) {
            return;
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException e) {
            // nothing more to do: the temporary file's name starts with a dot and ends with .tmp
        }
    }
}
