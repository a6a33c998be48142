package org.iotbenchrunner.core.usecase.query;

import java.util.Comparator;
import java.util.Iterator;
import java.util.Map;

/**
 * The orders of expected answers: by time then device then labels, or by device then time then labels. Strings
 * compare by their UTF-16 code units (as {@link String#compareTo}), so {@code host_10} comes before {@code host_2}.
 */
final class AnswerOrder {
    private static final Comparator<String> DEVICE = Comparator.nullsFirst(Comparator.naturalOrder());
    private static final Comparator<UseCaseAnswer.Row> LABELS = (a, b) -> compare(a.labels(), b.labels());

    static final Comparator<UseCaseAnswer.Row> TIME_FIRST = Comparator.comparingLong(UseCaseAnswer.Row::time)
            .thenComparing(UseCaseAnswer.Row::device, DEVICE).thenComparing(LABELS);
    static final Comparator<UseCaseAnswer.Row> DEVICE_FIRST = Comparator.comparing(UseCaseAnswer.Row::device, DEVICE)
            .thenComparingLong(UseCaseAnswer.Row::time).thenComparing(LABELS);

    private AnswerOrder() {
    }

    /** Labels in the order the type lists them (the same keys on every row of an answer). */
    private static int compare(Map<String, String> a, Map<String, String> b) {
        Iterator<String> left = a.values().iterator();
        Iterator<String> right = b.values().iterator();
        while (left.hasNext() && right.hasNext()) {
            int c = left.next().compareTo(right.next());
            if (c != 0) {
                return c;
            }
        }
        return Boolean.compare(left.hasNext(), right.hasNext());
    }
}
