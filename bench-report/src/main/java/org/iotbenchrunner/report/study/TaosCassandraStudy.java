package org.iotbenchrunner.report.study;

import java.util.List;
import java.util.stream.Stream;

/**
 * The study as this report shows it: our databases (ordered by name), the study's published ones beside them, how
 * our data set was scaled to this host ({@code scaling}, the preset's text; null when not scaled) and on which host
 * ({@code host}), and where the study's numbers come from ({@code publishedSetUp}).
 */
public record TaosCassandraStudy(List<StudyDatabase> ours, List<StudyDatabase> published, String scaling,
        String host, String publishedSetUp) {

    public static final String ID = "taos-cassandra";

    public TaosCassandraStudy {
        ours = List.copyOf(ours);
        published = List.copyOf(published);
    }

    public List<StudyDatabase> all() {
        return Stream.concat(ours.stream(), published.stream()).toList();
    }

    /** The query types of the sweep, in the study's order (q1, q2-*, q3, q4), as any database has them. */
    public List<String> queryTypes() {
        return all().stream().flatMap(d -> d.queries().stream()).map(QueryPoint::type).distinct()
                .sorted(java.util.Comparator.comparingInt(StudyQueries::order)).toList();
    }
}
