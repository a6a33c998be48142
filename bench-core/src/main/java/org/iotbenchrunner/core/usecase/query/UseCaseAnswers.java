package org.iotbenchrunner.core.usecase.query;

import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;

/**
 * The expected answers of use-case queries, computed from the data set's rows in one pass for a batch of queries
 * (rows may come in any order: late rows count where their time puts them). Memory grows with the answers, not
 * with the data set, except for the per-bucket truck types, which hold one mean per truck and ten minutes.
 *
 * <h2>Rules for every type</h2>
 * <ul>
 * <li><b>Missing tags.</b> A row lacking a tag the type uses (filters, groups or labels by) is not read: rows
 * without {@code hostname} are in no DevOps answer, rows without {@code name} in no IoT answer (TSBS's
 * {@code WHERE name IS NOT NULL}), rows without {@code fleet} in no per-fleet answer, and so on. A truck is its
 * name; an answer grouping trucks by fleet, model or load_capacity takes those from each row.</li>
 * <li><b>Missing fields.</b> A null field is no value: aggregates skip it (SQL's {@code avg}, {@code max}); a
 * condition on it is false; a returned row leaves it out. A time bucket, truck or group with no value of what the
 * type aggregates is not in the answer (no row of NULLs).</li>
 * <li><b>Windows</b> are {@code start <= time < end}. <b>Buckets</b> are aligned to the epoch in UTC (a day is a
 * UTC day) and clipped by the window; a row's time is its bucket's start.</li>
 * <li><b>Newest rows</b>: of rows with equal times, the later in load order counts (the row a database that
 * overwrites keeps).</li>
 * <li><b>Order.</b> Rows that name a host or truck come by that name, then time; the others by time, then their
 * labels in the listed order; strings compare by {@link String#compareTo}. groupby-orderby-limit alone comes
 * newest first. {@link UseCaseAnswerComparison} matches rows by what identifies them, in any order, so a database
 * need not sort as this does (only the five minutes a LIMIT picks matter).</li>
 * </ul>
 *
 * <h2>Types</h2>
 * (device, time, labels: what identifies a row; values by name)
 * <ul>
 * <li><b>single-groupby-M-H-T</b>, <b>cpu-max-all-H</b>: {@code cpu} rows of the query's hosts in the window;
 * per minute (single-groupby) or hour (cpu-max-all) one row (device null, time = bucket) with
 * {@code max_<metric>} of each of the query's metrics over the hosts together.</li>
 * <li><b>double-groupby-M</b>: all hosts' {@code cpu} rows in the window; per hour and host one row (device =
 * hostname, time = hour) with {@code mean_<metric>}.</li>
 * <li><b>high-cpu-1</b>, <b>high-cpu-all</b>: the {@code cpu} rows in the window (of the one host, or of all)
 * with {@code usage_user > 90}; each as it is (device = hostname, time = its time, its non-null cpu fields).</li>
 * <li><b>lastpoint</b>: each host's newest {@code cpu} row (device = hostname, time = its time, its non-null cpu
 * fields).</li>
 * <li><b>groupby-orderby-limit</b>: over all hosts' {@code cpu} rows before the end, the five latest minutes that
 * have a usage_user (device null, time = minute, {@code max_usage_user}), newest first.</li>
 * <li><b>last-loc</b>: per truck of the fleet, its newest {@code readings} row (device = name, time = its time,
 * {@code latitude}, {@code longitude}).</li>
 * <li><b>low-fuel</b>: per truck of the fleet, its newest {@code diagnostics} row if its {@code fuel_state < 0.1}
 * (device = name, time, {@code fuel_state}).</li>
 * <li><b>high-load</b>: per truck of the fleet, its newest {@code diagnostics} row carrying a load_capacity, if
 * {@code current_load / load_capacity > 0.9} (device = name, time, {@code current_load}).</li>
 * <li><b>stationary-trucks</b>: trucks of the fleet whose mean velocity over the 10-minute window is below 1
 * (device = name only).</li>
 * <li><b>long-driving-sessions</b>, <b>long-daily-sessions</b>: trucks of the fleet with more than 22 (in 4 h),
 * 60 (in 24 h) ten-minute buckets of the window whose mean velocity is above 1 (device = name only).</li>
 * <li><b>avg-vs-projected-fuel-consumption</b>: per fleet (label {@code fleet}), over readings with velocity above
 * 1, {@code avg_fuel_consumption} and {@code projected_fuel_consumption} (the mean nominal_fuel_consumption tag).</li>
 * <li><b>avg-daily-driving-duration</b>: per truck (device = name), {@code avg_daily_hours}: over the days it
 * drove, the mean of its driving ten-minute buckets (mean velocity above 1) / 6.</li>
 * <li><b>avg-daily-driving-session</b>: per truck and day of a session's start (device = name, time = day),
 * {@code avg_session_minutes}: the mean length of its driving sessions (ten-minute buckets of mean velocity above
 * 5, from a change to driving to the next change back).</li>
 * <li><b>avg-load</b>: per fleet, model and load_capacity (labels in that order), {@code avg_load_ratio}: the mean
 * over trucks of their mean current_load / load_capacity.</li>
 * <li><b>daily-activity</b>: per day, fleet and model (time = day; labels fleet, model), {@code daily_activity}:
 * its trucks' ten-minute buckets of mean status below 1, / 144.</li>
 * <li><b>breakdown-frequency</b>: per model (label {@code model}), {@code breakdowns}: how often one of its
 * trucks' ten-minute buckets had at least half its statuses not 0 after one that had not.</li>
 * <li><b>q1-read-group</b> (thermo): every {@code devices} row of group {@code devgroup = N} as it is (device =
 * devname, time = its time, labels {@code devid} and {@code devgroup}, {@code temperature} (Long) and
 * {@code humidity} (Double)).</li>
 * <li><b>q2-count, -avg, -sum, -max, -min</b>: over the rows of the groups {@code devgroup < N} (compared as
 * integers), one row (no device, no time, no label) with one value: {@code count} (rows, Long), or
 * {@code avg_temperature} (Double), {@code sum_temperature}, {@code max_temperature}, {@code min_temperature}
 * (Long). Over no row, count is 0 and the others are no row (SQL's NULL).</li>
 * <li><b>q3-by-group</b>: per group below N (label {@code devgroup}, the group as a decimal integer),
 * {@code count_temperature}, {@code sum_temperature} (Long) and {@code avg_temperature} (Double, the exact sum over
 * the count).</li>
 * <li><b>q4-by-minute</b>: per minute over the groups below N (time = the minute), the same three values.</li>
 * </ul>
 * Where these differ from TSBS's own statements, and why, is in docs/use-cases.md.
 */
public final class UseCaseAnswers {

    private UseCaseAnswers() {
    }

    /** The expected answer of each query, in the queries' order, from one pass over {@code rows}. */
    public static List<UseCaseAnswer> of(UseCaseRows rows, List<UseCaseQuery> queries) {
        List<AnswerAccumulator> accumulators = queries.stream().map(AnswerAccumulator::of).toList();
        rows.forEachRow(row -> {
            for (AnswerAccumulator accumulator : accumulators) {
                accumulator.accept(row);
            }
        });
        List<UseCaseAnswer> answers = new ArrayList<>(accumulators.size());
        for (AnswerAccumulator accumulator : accumulators) {
            answers.add(accumulator.answer());
        }
        return answers;
    }

    public static UseCaseAnswer of(UseCaseRows rows, UseCaseQuery query) {
        return of(rows, List.of(query)).get(0);
    }

    /** The expected answer of {@code query} over rows in hand. */
    public static UseCaseAnswer of(List<UseCaseRow> rows, UseCaseQuery query) {
        return of(sink -> rows.forEach(sink), query);
    }
}
