package org.iotbenchrunner.influxdb;

import java.util.List;

/**
 * One TSBS use-case query as a Flux script whose records are the answer's rows, and what {@link FluxUseCaseAnswers}
 * reads of them: the column naming the row's host or truck ({@code device}, null for none), the columns that are the
 * row's other labels, whether the row's time is {@code _time}, and the columns holding its values (empty cells are
 * no value).
 */
record FluxUseCase(String script, String device, List<String> labels, boolean timed, List<String> values) {

    FluxUseCase {
        labels = List.copyOf(labels);
        values = List.copyOf(values);
    }
}
