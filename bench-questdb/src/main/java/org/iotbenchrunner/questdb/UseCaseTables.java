package org.iotbenchrunner.questdb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * A TSBS use case's tables in QuestDB: one WAL table per measurement, named after it (as TSBS's QuestDB loader names
 * them; cpu-only's one table is devops's {@code cpu}), with the designated timestamp {@code time}, one SYMBOL per tag
 * key, none indexed (as the tables TSBS's loader has QuestDB create: its queries find a host's rows by the time
 * partitions and the symbol; an index cost the server 8-10 % more CPU per loaded row), one DOUBLE or LONG per field,
 * partitioned by day. An integer tag (thermo's {@code devid}, {@code devgroup}) is an INT column instead, so
 * that {@code devgroup < 10} compares numbers; ILP sends it as an integer field ({@link UseCaseLines}), which the
 * existing INT column takes. Thermo's first symbol ({@code devname}) is indexed: the study's queries pick single
 * devices out of 10,000 by name. No DEDUP keys: every row is stored, as TSBS's loader stores them. Each symbol's capacity is sized for several thousand
 * distinct values (a tag such as a host's name has one per host), thermo's device names for the study's 10,000
 * devices; more still work, only slower.
 *
 * <p>A client that did not register the use case finds a row's table and field types by its measurement alone, which
 * names one table across every use case.
 */
final class UseCaseTables {
    static final int SYMBOL_CAPACITY = 4096;
    /** Thermo's device names: the study's 10,000 devices, as the power of two QuestDB rounds a capacity up to. */
    static final int DEVICE_NAME_CAPACITY = Integer.highestOneBit(ThermoDevices.STUDY_DEVICES - 1) << 1;
    private static final Map<String, UseCaseSchema.Measurement> BY_NAME = byName();

    private UseCaseTables() {
    }

    /** The measurement {@code name}'s tags and typed fields. */
    static UseCaseSchema.Measurement measurement(String name) {
        UseCaseSchema.Measurement m = BY_NAME.get(name);
        if (m == null) {
            throw new IllegalArgumentException("no use case has the measurement " + name + " (known: "
                    + BY_NAME.keySet().stream().sorted().toList() + ")");
        }
        return m;
    }

    /** Every table a use case may write to, for waiting until their WAL is applied. */
    static List<String> allTables() {
        return BY_NAME.keySet().stream().sorted().toList();
    }

    /** Drops each measurement's table and creates it empty. */
    static List<String> create(UseCaseSchema schema) {
        List<String> statements = new ArrayList<>();
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            statements.add("DROP TABLE IF EXISTS " + QuestdbSql.quoted(m.name()));
            statements.add(createTable(m));
        }
        return statements;
    }

    static String createTable(UseCaseSchema.Measurement m) {
        String columns = Stream.concat(m.tagKeys().stream().map(key -> tagColumn(m, key)),
                m.fields().stream().map(f -> QuestdbSql.quoted(f.name()) + (f.integer() ? " LONG" : " DOUBLE")))
                .collect(Collectors.joining(", "));
        return "CREATE TABLE " + QuestdbSql.quoted(m.name()) + " (" + QuestdbSql.TIME + " TIMESTAMP, " + columns
                + ") TIMESTAMP(" + QuestdbSql.TIME + ") PARTITION BY DAY WAL";
    }

    /** An INT for an integer tag, else a SYMBOL; thermo's device name indexed. */
    private static String tagColumn(UseCaseSchema.Measurement m, String key) {
        if (m.integerTag(key)) {
            return QuestdbSql.quoted(key) + " INT";
        }
        boolean indexed = m.name().equals(ThermoDevices.MEASUREMENT)
                && key.equals(m.tagKeys().stream().filter(k -> !m.integerTag(k)).findFirst().orElseThrow());
        return QuestdbSql.quoted(key) + " SYMBOL CAPACITY " + symbolCapacity(m) + " CACHE" + (indexed ? " INDEX" : "");
    }

    private static int symbolCapacity(UseCaseSchema.Measurement m) {
        return m.name().equals(ThermoDevices.MEASUREMENT) ? DEVICE_NAME_CAPACITY : SYMBOL_CAPACITY;
    }

    private static Map<String, UseCaseSchema.Measurement> byName() {
        Map<String, UseCaseSchema.Measurement> measurements = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            for (UseCaseSchema.Measurement m : UseCaseSchema.of(useCase).measurements()) {
                UseCaseSchema.Measurement known = measurements.putIfAbsent(m.name(), m);
                if (known != null && !known.equals(m)) {
                    throw new IllegalStateException("the measurement " + m.name() + " differs between use cases");
                }
            }
        }
        return Map.copyOf(measurements);
    }
}
