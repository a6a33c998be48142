package org.iotbenchrunner.core.result;

import java.util.List;

/**
 * The value check of one operation under {@code --verify}: {@code verified} queries were run again after the
 * measured phase and their answers' rows and values compared with the expected ones; {@code mismatches} of them
 * differed ({@code examples} keeps the first few). {@code notChecked} queries were selected but could not be
 * compared, for the reasons listed (e.g. the database returns no answer contents, or the aggregate function has no
 * expected value): they are reported, never counted as passed.
 */
public record ValueVerification(long verified, long mismatches, List<ValueMismatch> examples, long notChecked,
        List<String> notCheckedReasons) {

    public static final int MAX_REASONS = 3;
    public static final ValueVerification NONE = new ValueVerification(0, 0, List.of(), 0, List.of());

    public ValueVerification {
        examples = examples == null ? List.of() : List.copyOf(examples);
        notCheckedReasons = notCheckedReasons == null ? List.of() : List.copyOf(notCheckedReasons);
    }

    /** Both checks together: counts added, the first examples and reasons of each kept. */
    public ValueVerification plus(ValueVerification other) {
        List<ValueMismatch> allExamples = new java.util.ArrayList<>(examples);
        other.examples.stream().limit(Math.max(0, OperationResult.MAX_MISMATCH_EXAMPLES - allExamples.size()))
                .forEach(allExamples::add);
        List<String> reasons = new java.util.ArrayList<>(notCheckedReasons);
        other.notCheckedReasons.stream().filter(r -> !reasons.contains(r) && reasons.size() < MAX_REASONS)
                .forEach(reasons::add);
        return new ValueVerification(verified + other.verified, mismatches + other.mismatches, allExamples,
                notChecked + other.notChecked, reasons);
    }
}
