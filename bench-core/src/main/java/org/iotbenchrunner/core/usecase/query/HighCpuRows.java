package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.UseCaseRow;

/** high-cpu: the {@code cpu} rows in the window (of the query's hosts, if it names some) with a high usage_user. */
final class HighCpuRows implements AnswerAccumulator {
    private final RowFilter filter;
    private final List<String> metrics;
    private final List<UseCaseAnswer.Row> rows = new ArrayList<>();

    HighCpuRows(UseCaseQuery query) {
        this.filter = RowFilter.of(query, "cpu", "hostname");
        this.metrics = query.metrics();
    }

    @Override
    public void accept(UseCaseRow row) {
        List<String> tags = filter.read(row);
        if (tags == null) {
            return;
        }
        Double usageUser = RowFilter.number(row, "usage_user");
        if (usageUser != null && usageUser > UseCaseQuery.HIGH_CPU_USAGE_USER) {
            rows.add(new UseCaseAnswer.Row(tags.get(0), row.timestampNanos(), Map.of(),
                    RowFilter.values(row, metrics)));
        }
    }

    @Override
    public UseCaseAnswer answer() {
        List<UseCaseAnswer.Row> sorted = new ArrayList<>(rows);
        sorted.sort(AnswerOrder.TIME_FIRST);
        return new UseCaseAnswer(sorted);
    }
}
