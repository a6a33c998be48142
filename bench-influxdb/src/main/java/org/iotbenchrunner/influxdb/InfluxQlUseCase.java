package org.iotbenchrunner.influxdb;

import java.util.List;
import java.util.Set;

/**
 * One use-case query as an InfluxQL statement, and how {@link Influx1UseCaseAnswers} turns its series into the
 * answer's rows: the series tag naming the row's host, truck or device ({@code device}, null for none), the series
 * tags that are the row's other labels, whether the row's time is the {@code time} column, what its columns are, and
 * which of them hold integers ({@code integers}: InfluxDB's JSON carries every number as a double).
 */
record InfluxQlUseCase(String text, String device, List<String> labels, boolean timed, Reading reading,
                       Set<String> integers) {

    /** What the columns of a row are. */
    enum Reading {
        /** The answer's values under their names (the statement's aliases). */
        VALUES,
        /** Counts, under their names: integers, though InfluxDB's JSON carries them as doubles. */
        COUNTS,
        /** No value: a row per series names its truck. */
        NAMES,
        /**
         * high-load: each truck's newest {@code current_load}, kept when above its share of the series'
         * {@code load_capacity} tag (InfluxQL cannot compute with a tag's value).
         */
        HIGH_LOAD,
        /**
         * avg-vs-projected-fuel-consumption: per fleet and {@code nominal_fuel_consumption} tag the sum and count of
         * {@code fuel_consumption} and the count of rows, combined into the fleet's means.
         */
        FLEET_FUEL,
        /** avg-load: the mean current_load of the group's trucks, divided by the series' {@code load_capacity}. */
        LOAD_RATIO,
        /**
         * thermo's q2: one aggregate. Over no row InfluxDB answers no series, where a count is a row of 0 (the
         * other aggregates of nothing are no row).
         */
        ONE_ROW
    }

    InfluxQlUseCase {
        labels = List.copyOf(labels);
        integers = Set.copyOf(integers);
    }

    /** A statement whose values are doubles unless its reading says otherwise. */
    InfluxQlUseCase(String text, String device, List<String> labels, boolean timed, Reading reading) {
        this(text, device, labels, timed, reading, Set.of());
    }
}
