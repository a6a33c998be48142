package org.iotbenchrunner.influxdb;

import java.util.List;

/**
 * One TSBS use-case query as an InfluxQL statement, and how {@link Influx1UseCaseAnswers} turns its series into the
 * answer's rows: the series tag naming the row's host or truck ({@code device}, null for none), the series tags
 * that are the row's other labels, whether the row's time is the {@code time} column, and what its columns are.
 */
record InfluxQlUseCase(String text, String device, List<String> labels, boolean timed, Reading reading) {

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
        LOAD_RATIO
    }

    InfluxQlUseCase {
        labels = List.copyOf(labels);
    }
}
