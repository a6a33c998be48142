package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.zip.GZIPInputStream;

/**
 * A line-protocol file's rows as batches of lines for the databases that take line protocol (InfluxDB, Victoria
 * Metrics): each line is copied as it is into a reusable {@link LineBatch} when {@link ForwardableLines} says the
 * schema's shaping would not change it for the database, with its fields counted, not parsed; any other line is
 * parsed, shaped and written again as {@link UseCaseFileReader} and {@link UseCaseLines} would. The same lines are
 * skipped and refused, with the same messages, as on the parsed path. A file its survey found fit to go as it is,
 * line by line, and unchanged since ({@link ForwardedFile}), has only each line's fields counted; one whose lines
 * also all have as many fields, with none skipped, is read straight into the batches' buffers and only its newlines
 * are counted.
 */
public final class UseCaseFileLines {
    private static final int BUFFER = 1 << 16;

    private final Path file;
    private final UseCaseSchema schema;
    private final ForwardedFile forwarded;

    /** {@code forwarded}: the file as its survey found every line fit to go as it is, or null. */
    UseCaseFileLines(Path file, UseCase useCase, ForwardedFile forwarded) {
        this.file = file;
        this.schema = UseCaseSchema.of(useCase);
        this.forwarded = forwarded;
    }

    /**
     * Reads the file into batches of {@code rowsPerBatch} rows (the last one may hold fewer), each taken from
     * {@code empty} (and cleared) and given to {@code full} when complete.
     */
    public void forEachBatch(int rowsPerBatch, Supplier<LineBatch> empty, Consumer<LineBatch> full) {
        UseCaseFileReader reader = new UseCaseFileReader(file, schema.useCase());
        try (InputStream stored = Files.newInputStream(file);
                InputStream in = UseCaseDataFile.gzipped(file) ? new GZIPInputStream(stored, BUFFER) : stored) {
            boolean checked = forwarded != null && forwarded.unchanged(file);
            if (checked && forwarded.uniformFields() > 0) {
                uniform(in, rowsPerBatch, empty, full, forwarded.uniformFields());
            } else {
                new Batcher(rowsPerBatch, empty, full, checked).read(in);
            }
        } catch (IOException e) {
            throw reader.unreadable(e);
        }
    }

    /**
     * A surveyed file whose lines all go as they are with {@code fields} fields each, none skipped: read straight into
     * each batch's buffer and cut after its {@code rowsPerBatch}-th newline, the bytes read after it carried into the
     * next batch (through {@code tail}: the next batch may be the same buffer again); only newlines are looked for.
     */
    private static void uniform(InputStream in, int rowsPerBatch, Supplier<LineBatch> empty,
            Consumer<LineBatch> full, int fields) throws IOException {
        LineBatch batch = fresh(empty);
        byte[] tail = new byte[BUFFER];
        int rows = 0;
        int lineStart = 0;
        int scanned = 0;
        while (true) {
            int newline = LineScanner.indexOf(batch.bytes(), scanned, batch.length());
            if (newline < 0) {
                scanned = batch.length();
                if (batch.fill(in, BUFFER) < 0) {
                    break;
                }
                continue;
            }
            lineStart = newline + 1;
            scanned = lineStart;
            if (++rows == rowsPerBatch) {
                int rest = batch.length() - lineStart;
                if (rest > tail.length) {
                    tail = new byte[rest];
                }
                System.arraycopy(batch.bytes(), lineStart, tail, 0, rest);
                batch.complete(lineStart, rows, (long) rows * fields);
                full.accept(batch);
                batch = fresh(empty);
                batch.carry(tail, rest);
                rows = 0;
                lineStart = 0;
                scanned = 0;
            }
        }
        if (batch.length() > lineStart) {
            batch.newline();
            rows++;
        }
        if (rows > 0) {
            batch.complete(batch.length(), rows, (long) rows * fields);
            full.accept(batch);
        }
    }

    private static LineBatch fresh(Supplier<LineBatch> empty) {
        LineBatch batch = empty.get();
        batch.clear();
        return batch;
    }

    /** One pass over the file's bytes: lines found in place in the read buffer, copied once into a batch. */
    private final class Batcher implements LineScanner.Sink {
        private final ForwardableLines forwardable = new ForwardableLines(schema);
        private final RowShaper shaper = new RowShaper(schema);
        private final int rowsPerBatch;
        private final Supplier<LineBatch> empty;
        private final Consumer<LineBatch> full;
        /** Every line was found fit to go as it is by the survey of this very file: only its fields are counted. */
        private final boolean checked;
        private LineBatch batch;
        private long number;

        Batcher(int rowsPerBatch, Supplier<LineBatch> empty, Consumer<LineBatch> full, boolean checked) {
            this.rowsPerBatch = rowsPerBatch;
            this.empty = empty;
            this.full = full;
            this.checked = checked;
        }

        void read(InputStream in) throws IOException {
            LineScanner.scan(in, this);
            if (batch != null && batch.rows() > 0) {
                full.accept(batch);
            }
        }

        @Override
        public void line(byte[] buffer, int from, int to) {
            number++;
            if (LineScanner.blank(buffer, from, to) || buffer[from] == '#') {
                return;
            }
            if (batch == null) {
                batch = fresh(empty);
            }
            int metrics = checked ? ForwardableLines.fieldCount(buffer, from, to) : forwardable.metrics(buffer, from, to);
            if (metrics > 0) {
                batch.append(buffer, from, to - from, metrics);
            } else {
                reshaped(new String(buffer, from, to - from, StandardCharsets.UTF_8));
            }
            if (batch.rows() == rowsPerBatch) {
                full.accept(batch);
                batch = null;
            }
        }

        /** A line the database would not read as the schema's row: parsed, shaped and written again. */
        private void reshaped(String line) {
            UseCaseRow row = UseCaseFileReader.shaped(shaper, file, number, line);
            if (row.metrics() == 0) {
                batch.refuse("row " + batch.rows() + " of the batch has no field, which line protocol cannot hold: "
                        + UseCaseLineProtocol.line(row), 0);
            } else {
                batch.append(UseCaseLineProtocol.line(row), row.metrics());
            }
        }
    }
}
