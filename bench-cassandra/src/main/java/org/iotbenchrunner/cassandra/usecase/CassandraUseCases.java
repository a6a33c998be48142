package org.iotbenchrunner.cassandra.usecase;

import java.util.EnumMap;
import java.util.Map;
import org.iotbenchrunner.core.spi.Unsupported;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * Cassandra's use-case capability: every use case loads ({@link RowWriter}); the study's thermo queries run
 * ({@link ThermoCql}); the TSBS types do not ({@link #UNSUPPORTED}), each with the reason CQL cannot answer it
 * exactly.
 */
public final class CassandraUseCases {
    /** Why each TSBS type is not run: what it needs that CQL lacks. */
    static final Unsupported<UseCaseQueryType> UNSUPPORTED = new Unsupported<>("Cassandra", reasons());

    private CassandraUseCases() {
    }

    /** The capability a binding offers, opening clients with {@code opener}. */
    public static UseCaseSupport support(UseCaseSupport.Opener opener) {
        return new UseCaseSupport(RowWriter.WRITE_PATH, UNSUPPORTED.reasons(), opener);
    }

    private static Map<UseCaseQueryType, String> reasons() {
        String groupBy = "CQL's GROUP BY takes only a prefix of the primary key (a TSBS table's is (time, row_id): "
                + "its rows have no key of their own) and has no joins or subqueries";
        Map<UseCaseQueryType, String> reasons = new EnumMap<>(UseCaseQueryType.class);
        for (UseCaseQueryType type : UseCaseQueryType.values()) {
            if (type.thermo()) {
                continue;
            }
            reasons.put(type, switch (type) {
                case SINGLE_GROUPBY_1_1_1, SINGLE_GROUPBY_1_1_12, SINGLE_GROUPBY_1_8_1, SINGLE_GROUPBY_5_1_1,
                        SINGLE_GROUPBY_5_1_12, SINGLE_GROUPBY_5_8_1, CPU_MAX_ALL_1, CPU_MAX_ALL_8,
                        GROUPBY_ORDERBY_LIMIT -> "needs the max per minute or hour over the hosts: " + groupBy;
                case DOUBLE_GROUPBY_1, DOUBLE_GROUPBY_5, DOUBLE_GROUPBY_ALL ->
                        "needs the mean per hour and host: " + groupBy;
                case HIGH_CPU_1, HIGH_CPU_ALL, LASTPOINT, LAST_LOC, LOW_FUEL, HIGH_LOAD ->
                        "needs rows chosen by hostname or truck name and time (the newest per truck, a window): "
                        + "a TSBS table is partitioned by time, so CQL would scan every partition and could not "
                        + "order rows or take the newest per name";
                default -> "needs aggregates per truck, fleet or model over ten-minute buckets or days: " + groupBy;
            });
        }
        return reasons;
    }
}
