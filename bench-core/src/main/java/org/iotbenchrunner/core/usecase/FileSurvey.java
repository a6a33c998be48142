package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * One pass over a data file's lines for what {@link UseCaseDataFile#survey} records: its rows' size, measurements
 * and extent, the same as parsing every line would give. A line {@link ForwardableLines} lets through, in ASCII and
 * with its values written as {@link UseCaseLineProtocol} writes them back (TSBS's lines are), is counted from its
 * bytes; any other is parsed and shaped as {@link UseCaseFileReader} reads it, and refused with the same message.
 * Counting in place made the survey of a TSBS cpu-only file cost about a quarter of parsing it (1.8 against 7.2
 * CPU-s, single runs), and it compiles the loaders' own line checks before their measured window.
 */
final class FileSurvey implements LineScanner.Sink {
    private final Path file;
    private final ForwardableLines forwardable;
    private final RowShaper shaper;
    private final StringBuilder written = new StringBuilder(512);
    private final DataSetSize.Counter counter = new DataSetSize.Counter();
    private final Set<String> measurements = new LinkedHashSet<>();
    private final UseCaseExtent.Tracker extent = new UseCaseExtent.Tracker();
    private long number;
    private boolean everyLineForwarded = true;
    /** The fields of every line so far, while all have as many and none was skipped or ended in \r; else -1. */
    private int uniformFields;

    FileSurvey(Path file, UseCase useCase) {
        UseCaseSchema schema = UseCaseSchema.of(useCase);
        this.file = file;
        this.forwardable = new ForwardableLines(schema);
        this.shaper = new RowShaper(schema);
    }

    void read(InputStream content) throws IOException {
        LineScanner.scan(content, this);
    }

    @Override
    public void line(byte[] buffer, int from, int to) {
        number++;
        if (LineScanner.blank(buffer, from, to) || buffer[from] == '#') {
            uniformFields = -1;
            return;
        }
        int metrics = forwardable.metrics(buffer, from, to);
        everyLineForwarded &= metrics > 0;
        boolean crStripped = to < buffer.length && buffer[to] == '\r';
        uniformFields = metrics <= 0 || crStripped || (uniformFields != 0 && uniformFields != metrics) ? -1 : metrics;
        ForwardableLines.Facts facts = forwardable.facts();
        if (metrics > 0 && facts.shrink() >= 0 && ascii(buffer, from, to)) {
            counter.add(metrics, to - from - facts.shrink() + 1L);
            measurements.add(facts.measurement());
            extent.add(facts.measurement(), facts.timestamp(), buffer, facts.hasFirstTag() ? facts.firstTagFrom() : -1,
                    facts.firstTagTo());
        } else {
            parsed(new String(buffer, from, to - from, StandardCharsets.UTF_8));
        }
    }

    private void parsed(String line) {
        if (line.isBlank()) {
            return;
        }
        UseCaseRow row = UseCaseFileReader.shaped(shaper, file, number, line);
        written.setLength(0);
        UseCaseLineProtocol.append(row, written);
        counter.add(row, written);
        measurements.add(row.measurement());
        extent.add(row);
    }

    /** Whether {@link ForwardableLines} let every line (but the skipped ones) through as it is. */
    boolean everyLineForwarded() {
        return everyLineForwarded;
    }

    /** The fields of every line where each has as many and none is blank, a comment or ends in \r; else 0. */
    int uniformFields() {
        return Math.max(0, uniformFields);
    }

    DataSetSize size() {
        return counter.size();
    }

    Set<String> measurements() {
        return measurements;
    }

    UseCaseExtent extent() {
        return extent.extent();
    }

    private static boolean ascii(byte[] buffer, int from, int to) {
        for (int i = from; i < to; i++) {
            if (buffer[i] < 0) {
                return false;
            }
        }
        return true;
    }
}
