package org.iotbenchrunner.core.usecase.query;

import org.iotbenchrunner.core.usecase.UseCaseRow;

/** The expected answer of one query, built while the data set's rows pass by once, in any order. */
interface AnswerAccumulator {

    void accept(UseCaseRow row);

    /** The answer over the rows accepted so far, in the type's order. */
    UseCaseAnswer answer();

    static AnswerAccumulator of(UseCaseQuery query) {
        return query.accept(AnswerAccumulators.ACCUMULATORS);
    }
}
