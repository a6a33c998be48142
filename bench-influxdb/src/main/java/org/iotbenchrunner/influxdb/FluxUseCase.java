package org.iotbenchrunner.influxdb;

import java.util.List;

/**
 * One use-case query as a Flux script whose records are the answer's rows, and what {@link FluxUseCaseAnswers}
 * reads of them: the column naming the row's host, truck or device ({@code device}, null for none), the columns
 * that are the row's other labels, whether the row's time is {@code _time}, the columns holding its values (empty
 * cells are no value), and whether it is one aggregate ({@code oneRow}: thermo's q2; over no row Flux's aggregates
 * return no record, where a count is a row of 0, which the reader makes).
 */
record FluxUseCase(String script, String device, List<String> labels, boolean timed, List<String> values,
                   boolean oneRow) {

    FluxUseCase {
        labels = List.copyOf(labels);
        values = List.copyOf(values);
    }

    FluxUseCase(String script, String device, List<String> labels, boolean timed, List<String> values) {
        this(script, device, labels, timed, values, false);
    }
}
