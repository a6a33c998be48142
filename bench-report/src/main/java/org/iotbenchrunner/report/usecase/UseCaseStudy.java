package org.iotbenchrunner.report.usecase;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.iotbenchrunner.core.usecase.DataSetSize;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;

/**
 * The TSBS use-case loads of one study (a preset's study, e.g. {@code iot-study}, or a use case loaded without a
 * preset, e.g. {@code iot}), in data sets ordered small, medium, large, then by name.
 */
public record UseCaseStudy(String id, List<DataSet> dataSets) {

    public UseCaseStudy {
        dataSets = List.copyOf(dataSets);
    }

    /**
     * One data set of the study ({@code id}: the preset's data set, e.g. {@code small}, else the workload's folder)
     * and the latest load of each database, ordered by the database's name.
     */
    public record DataSet(String id, List<UseCaseLoad> loads) {

        public DataSet {
            loads = List.copyOf(loads);
        }

        /** Whether this host's data set was scaled down from the study's (a preset said why). */
        public boolean scaled() {
            return !scalings().isEmpty();
        }

        /** How and why the data set differs from the study's, as its loads' presets recorded it. */
        public List<String> scalings() {
            return loads.stream().map(UseCaseLoad::preset).filter(Objects::nonNull)
                    .map(p -> p.scaling()).filter(Objects::nonNull).distinct().toList();
        }

        /** The data set's sizes the loads counted before loading: one, unless loads of other sizes were kept. */
        public List<DataSetSize> sizes() {
            return loads.stream().map(l -> l.result().asked() == null ? null : l.result().asked().dataSet())
                    .filter(Objects::nonNull).distinct().toList();
        }

        public Optional<UseCaseLoad> load(String db) {
            return loads.stream().filter(l -> l.db().equals(db)).findFirst();
        }

        /** The numbers of queries per type of the data set's query runs, fewest first. */
        public List<Integer> queryCounts() {
            return loads.stream().flatMap(l -> l.queries().stream()).map(UseCaseLoad::queriesPerType).distinct()
                    .sorted().toList();
        }

        /** The data set's name as charts show it: marked when it was scaled down. */
        public String label(Labels labels) {
            return scaled() ? labels.text("usecase.scaled", id) : id;
        }
    }

    /** The databases loaded in any data set, ordered by name. */
    public List<String> databases() {
        return loads().stream().sorted(Comparator.comparing(UseCaseLoad::dbName)).map(UseCaseLoad::db).distinct()
                .toList();
    }

    String databaseName(String db) {
        return loads().stream().filter(l -> l.db().equals(db)).map(UseCaseLoad::dbName).findFirst().orElse(db);
    }

    /** The chart colour ({@code #RRGGBB}) each database's loads recorded; a database without one is absent. */
    Map<String, String> colors() {
        Map<String, String> colors = new HashMap<>();
        loads().forEach(l -> ResultSet.putColor(colors, l.db(),
                l.result().database() == null ? null : l.result().database().color()));
        return colors;
    }

    boolean hasQueries() {
        return loads().stream().anyMatch(l -> !l.queries().isEmpty());
    }

    private List<UseCaseLoad> loads() {
        return dataSets.stream().flatMap(d -> d.loads().stream()).toList();
    }
}
