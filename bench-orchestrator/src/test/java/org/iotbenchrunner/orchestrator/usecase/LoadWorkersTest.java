package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.spi.UseCaseClient;
import java.nio.file.Files;
import java.nio.file.Path;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.iotbenchrunner.core.usecase.LineBatch;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseDataFile;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.orchestrator.console.TerminalProgress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The dealing of rows to workers, with in-memory clients: no database. */
@Timeout(30)
class LoadWorkersTest {

    /** Keeps every batch it is given; fails the batches whose first row's timestamp {@code fails} selects. */
    private static class Recording implements UseCaseClient {
        final List<List<UseCaseRow>> batches = new CopyOnWriteArrayList<>();
        private final java.util.function.LongPredicate fails;

        Recording(java.util.function.LongPredicate fails) {
            this.fails = fails;
        }

        @Override
        public void insertRows(List<UseCaseRow> rows) {
            batches.add(rows);
            if (fails.test(rows.get(0).timestampNanos())) {
                throw new IllegalStateException("rejected batch at " + rows.get(0).timestampNanos());
            }
        }

        @Override
        public void registerUseCase(UseCaseSchema schema) {
        }

        @Override
        public void query(UseCaseQuery query, RowSink sink) {
        }

        @Override
        public void close() {
        }
    }

    /** Takes lines: keeps each batch's text and the buffers it was given; fails a batch holding {@code failing}. */
    private static final class LineRecording extends Recording {
        final List<String> texts = new CopyOnWriteArrayList<>();
        final java.util.Set<LineBatch> buffers = java.util.Collections.newSetFromMap(
                new java.util.concurrent.ConcurrentHashMap<>());

        LineRecording() {
            super(t -> false);
        }

        @Override
        public boolean takesLines() {
            return true;
        }

        @Override
        public void insertLines(LineBatch lines) {
            texts.add(lines.text());
            buffers.add(lines);
        }
    }

    /** {@code n} rows, row i at timestamp i with i % 3 metrics of 2 fields. */
    private static List<UseCaseRow> rows(int n) {
        return IntStream.range(0, n).mapToObj(i -> new UseCaseRow("m", List.of(new UseCaseRow.Tag("host", "h")), i,
                List.of(new UseCaseRow.Field("a", i % 3 > 0 ? 1.0 : null),
                        new UseCaseRow.Field("b", i % 3 > 1 ? 2L : null)))).toList();
    }

    private static UseCaseRows source(List<UseCaseRow> rows) {
        return rows::forEach;
    }

    @Test
    void everyRowGoesToOneWorkerOnceInBatchesOfTheBatchSize() throws Exception {
        List<UseCaseRow> rows = rows(1003);
        List<Recording> clients = List.of(new Recording(t -> false), new Recording(t -> false),
                new Recording(t -> false));
        List<Boolean> finished = new CopyOnWriteArrayList<>();

        LoadCounters counters = new LoadWorkers(new ArrayList<>(clients), 10, System::nanoTime)
                .run(source(rows), (snapshot, done) -> finished.add(done));

        List<List<UseCaseRow>> batches = new ArrayList<>();
        clients.forEach(c -> batches.addAll(c.batches));
        assertThat(batches).hasSize(101);
        assertThat(batches.stream().filter(b -> b.size() == 10)).hasSize(100);
        assertThat(batches.stream().filter(b -> b.size() == 3)).hasSize(1);
        batches.forEach(b -> assertThat(b).as("a batch is consecutive rows in order").isEqualTo(
                rows.subList((int) b.get(0).timestampNanos(), (int) b.get(0).timestampNanos() + b.size())));
        List<Long> seen = new ArrayList<>(batches.stream().flatMap(List::stream).map(UseCaseRow::timestampNanos)
                .toList());
        Collections.sort(seen);
        assertThat(seen).isEqualTo(rows.stream().map(UseCaseRow::timestampNanos).toList());
        LoadCounters.Snapshot s = counters.snapshot(counters.lastEndNanos());
        assertThat(s.rows()).isEqualTo(1003);
        assertThat(s.metrics()).isEqualTo(rows.stream().mapToLong(UseCaseRow::metrics).sum());
        assertThat(s.batches()).isEqualTo(101);
        assertThat(s.failedBatches()).isZero();
        assertThat(counters.firstStartNanos()).isLessThanOrEqualTo(counters.lastEndNanos());
        assertThat(finished).last().isEqualTo(true);
        assertThat(finished.stream().filter(f -> f)).as("finished once").hasSize(1);
    }

    @Test
    void aFilesLinesGoToTheWorkersAsReadInAFewReusedBuffers(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        List<String> lines = IntStream.range(0, 2005).mapToObj(i -> i == 1000 ? "cpu,hostname=host_1 " + i
                : "cpu,hostname=host_1 usage_user=" + i + "i,usage_idle=0.5 " + i).toList();
        Path file = dir.resolve("cpu.lp");
        Files.write(file, lines);
        UseCaseDataFile data = new UseCaseDataFile(file, UseCase.CPU_ONLY, 0, "", new DataSetSize(0, 0, 0),
                java.util.Set.of(), null, null);
        List<LineRecording> clients = List.of(new LineRecording(), new LineRecording());

        LoadCounters counters = new LoadWorkers(new ArrayList<>(clients), 10, System::nanoTime)
                .run(data.lines(), LoadWorkers.Listener.NONE);

        List<String> sent = new ArrayList<>(clients.stream().flatMap(c -> c.texts.stream()).toList());
        sent.sort(java.util.Comparator.comparingLong(t -> Long.parseLong(t.substring(t.lastIndexOf(' ',
                t.indexOf('\n')) + 1, t.indexOf('\n')))));
        assertThat(String.join("", sent)).as("every line but the refused batch's, as written")
                .isEqualTo(lines.subList(0, 1000).stream().map(l -> l + "\n").collect(java.util.stream.Collectors
                        .joining()) + lines.subList(1010, 2005).stream().map(l -> l + "\n")
                        .collect(java.util.stream.Collectors.joining()));
        LoadCounters.Snapshot s = counters.snapshot(counters.lastEndNanos());
        assertThat(s.batches()).as("written").isEqualTo(200);
        assertThat(s.rows()).isEqualTo(1995);
        assertThat(s.metrics()).isEqualTo(1995 * 2);
        assertThat(s.failedBatches()).isEqualTo(1);
        assertThat(s.failedRows()).isEqualTo(10);
        assertThat(s.failedMetrics()).isEqualTo(9 * 2);
        assertThat(counters.errors()).first().asString().startsWith("IllegalArgumentException: row 0 of the batch "
                + "has no field");
        assertThat(clients.stream().flatMap(c -> c.buffers.stream()).distinct().count())
                .isLessThanOrEqualTo((LoadWorkers.QUEUE_PER_WORKER + 1) * 2 + 1);
    }

    @Test
    void failedBatchesAreCountedWithTheirRowsMetricsAndFirstErrors() throws Exception {
        List<UseCaseRow> rows = rows(100);
        Recording client = new Recording(t -> t % 20 == 0); // the batches starting at 0, 20, 40, 60, 80

        LoadCounters counters = new LoadWorkers(List.of(client), 10, System::nanoTime)
                .run(source(rows), LoadWorkers.Listener.NONE);

        LoadCounters.Snapshot s = counters.snapshot(counters.lastEndNanos());
        assertThat(s.failedBatches()).isEqualTo(5);
        assertThat(s.failedRows()).isEqualTo(50);
        assertThat(s.rows()).isEqualTo(50);
        assertThat(s.metrics() + s.failedMetrics()).isEqualTo(rows.stream().mapToLong(UseCaseRow::metrics).sum());
        assertThat(s.doneRows()).isEqualTo(100);
        assertThat(counters.errors()).hasSize(LoadCounters.ERRORS_KEPT)
                .first().isEqualTo("IllegalStateException: rejected batch at 0");
    }

    @Test
    void theWindowRunsFromTheFirstInsertToTheLastReturn() throws Exception {
        AtomicLong clock = new AtomicLong(1000);
        Recording client = new Recording(t -> false) {
            @Override
            public void insertRows(List<UseCaseRow> rows) {
                clock.addAndGet(7); // each insert takes 7 ns on this clock
                super.insertRows(rows);
            }
        };

        LoadCounters counters = new LoadWorkers(List.of(client), 5, clock::get)
                .run(source(rows(20)), LoadWorkers.Listener.NONE);

        assertThat(counters.firstStartNanos()).isEqualTo(1000);
        assertThat(counters.lastEndNanos()).isEqualTo(1000 + 4 * 7);
    }

    @Test
    void aFailureReadingTheRowsStopsTheWorkersAndIsThrown() {
        AtomicInteger inserted = new AtomicInteger();
        Recording client = new Recording(t -> false) {
            @Override
            public void insertRows(List<UseCaseRow> rows) {
                inserted.incrementAndGet();
            }
        };
        UseCaseRows broken = sink -> {
            rows(25).forEach(sink);
            throw new IllegalStateException("line 26 does not parse");
        };

        assertThatThrownBy(() -> new LoadWorkers(List.of(client, new Recording(t -> false)), 10, System::nanoTime)
                .run(broken, LoadWorkers.Listener.NONE)).hasMessage("line 26 does not parse");
        assertThat(inserted.get()).isLessThanOrEqualTo(2);
    }

    @Test
    void theProgressLineSaysRowsRatesAndEta() {
        LoadProgress progress = new LoadProgress(new TerminalProgress("noop iot load", System.out, false),
                "noop iot load", 1000);
        String line = progress.line(new LoadCounters.Snapshot(240, 2400, 3, 1, 10, 100, 2.0));

        assertThat(line).isEqualTo("[noop iot load] 250/1,000 rows (25.0 %) | failed batches 1 | 120 rows/s, "
                + "1,200 metrics/s | 2s elapsed | ETA 6s");
    }
}
