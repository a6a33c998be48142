package org.iotbenchrunner.core.usecase.query;

import java.util.Locale;

/**
 * The study's q2 aggregate functions (seed 002): each a query of its own over {@code temperature}; COUNT counts rows
 * ({@code count(*)}). Their answer's one value is named {@link #valueName()}: {@code count}, {@code avg_temperature},
 * ... (count and sum are integers, avg a decimal, max and min integers).
 */
public enum ThermoAggregate {
    COUNT, AVG, SUM, MAX, MIN;

    /** The function's name in SQL, InfluxQL and CQL: {@code count}, {@code avg}, ... */
    public String function() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The value's name in an answer row. */
    public String valueName() {
        return this == COUNT ? "count" : function() + "_temperature";
    }
}
