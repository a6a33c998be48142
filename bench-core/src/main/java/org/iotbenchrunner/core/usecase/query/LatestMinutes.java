package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/**
 * groupby-orderby-limit: the max usage_user of every host per minute, for the five latest minutes before the end
 * that have a value. Only those five are kept: a minute pushed out by five later ones can never come back.
 */
final class LatestMinutes implements AnswerAccumulator {
    private final RowFilter filter;
    private final long width;
    private final TreeMap<Long, Double> latest = new TreeMap<>();

    LatestMinutes(UseCaseQuery query) {
        this.filter = RowFilter.of(query, "cpu", "hostname");
        this.width = query.bucket().toNanos();
    }

    @Override
    public void accept(UseCaseRow row) {
        Double value = filter.read(row) == null ? null : RowFilter.number(row, "usage_user");
        if (value == null) {
            return;
        }
        long minute = RowFilter.bucket(row.timestampNanos(), width);
        if (latest.containsKey(minute) || latest.size() < UseCaseQuery.ORDERBY_LIMIT) {
            latest.merge(minute, value, Math::max);
        } else if (minute > latest.firstKey()) {
            latest.pollFirstEntry();
            latest.put(minute, value);
        }
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> rows = new ArrayList<>();
        latest.descendingMap().forEach((minute, max) ->
                rows.add(new UseCaseAnswer.Row(null, minute, Map.of(), Map.of("max_usage_user", max))));
        return new UseCaseAnswer(rows);
    }
}
