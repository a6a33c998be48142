package org.iotbenchrunner.report.study;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.TreeSet;

/**
 * One database's part of the study: its write grid, its query sweep and its disk against raw. {@code name} says
 * what it is as shown (ours: the database's name; published: the study's name, version and
 * "(published)"); {@code statistic} says what a query point is (median of n runs, or a single run).
 */
public record StudyDatabase(String id, String name, String color, boolean published, List<WriteCell> writes,
        List<QueryPoint> queries, DiskFigure disk, String statistic) {

    public StudyDatabase {
        writes = List.copyOf(writes);
        queries = List.copyOf(queries);
    }

    public List<Integer> rowsPerRequest() {
        return List.copyOf(new TreeSet<>(writes.stream().map(WriteCell::rowsPerRequest).toList()));
    }

    public List<Integer> clients() {
        return List.copyOf(new TreeSet<>(writes.stream().map(WriteCell::clients).toList()));
    }

    public Optional<WriteCell> cell(int rowsPerRequest, int clients) {
        return writes.stream().filter(c -> c.rowsPerRequest() == rowsPerRequest && c.clients() == clients)
                .findFirst();
    }

    /** The fastest measured cell at {@code clients} connections; a flagged cell never wins. */
    public Optional<WriteCell> best(int clients) {
        return writes.stream().filter(c -> c.clients() == clients && c.recordsPerSecond() != null && !c.flagged())
                .max(Comparator.comparingDouble(WriteCell::recordsPerSecond));
    }

    public Optional<QueryPoint> point(String type, int devgroup) {
        return queries.stream().filter(p -> p.type().equals(type) && p.devgroup() == devgroup).findFirst();
    }
}
