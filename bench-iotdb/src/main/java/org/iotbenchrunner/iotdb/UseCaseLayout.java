package org.iotbenchrunner.iotdb;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.tsfile.file.metadata.enums.CompressionType;
import org.apache.tsfile.file.metadata.enums.TSEncoding;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * Where a TSBS use case's rows go in IoTDB's tree model, and the statements that create it:
 * <ul>
 * <li>a database of its own under the benchmark's root, {@code root.<DB_NAME>.tsbs_iot} or
 * {@code root.<DB_NAME>.tsbs_devops} (cpu-only's one measurement is devops's {@code cpu}, so it goes there too);</li>
 * <li>per measurement, a device template of aligned series set on {@code <database>.<measurement>}: one DOUBLE or
 * INT64 series per field, then one TEXT series per tag key (the primary one too), with the ENCODING_* keys' encodings
 * and COMPRESSOR. Every row keeps every tag it has, so queries filter and group by them as by any value, and a
 * missing tag is a null like a missing field; tags are not series attributes, which could not say that one row of
 * a truck lacks its fleet;</li>
 * <li>a device per value of the measurement's primary tag (its first: hostname, name), e.g.
 * {@code root.test.tsbs_iot.readings.truck_7}, activated by its first write; a row without its primary tag goes to
 * a device of {@link UnnamedDevices}.</li>
 * </ul>
 * A client that did not register the use case finds a row's place and columns by its measurement alone, which names
 * one measurement across every use case.
 */
final class UseCaseLayout {
    private static final Map<String, Target> BY_MEASUREMENT = byMeasurement();

    /** A measurement's use-case database node ({@code tsbs_iot}, {@code tsbs_devops}) and its columns. */
    record Target(String database, UseCaseSchema.Measurement measurement) {
    }

    /** The encodings and compressor of the series a template declares. */
    record Encodings(TSEncoding doubles, TSEncoding integers, TSEncoding texts, CompressionType compressor) {
        static Encodings of(BenchmarkConfig config) {
            return new Encodings(IotdbTypes.encoding(config, SensorType.DOUBLE),
                    IotdbTypes.encoding(config, SensorType.INT64), IotdbTypes.encoding(config, SensorType.TEXT),
                    IotdbTypes.compressor(config));
        }
    }

    private final String dbName;
    private final IotdbNames names;

    UseCaseLayout(String dbName) {
        this.dbName = dbName;
        this.names = new IotdbNames(dbName);
    }

    /** {@code tsbs_iot} for iot, {@code tsbs_devops} for devops and cpu-only. */
    static String databaseNode(UseCase useCase) {
        return useCase == UseCase.IOT ? "tsbs_iot" : "tsbs_devops";
    }

    static Target target(String measurement) {
        Target target = BY_MEASUREMENT.get(measurement);
        if (target == null) {
            throw new IllegalArgumentException("no use case has the measurement " + measurement + " (known: "
                    + BY_MEASUREMENT.keySet().stream().sorted().toList() + ")");
        }
        return target;
    }

    String database(UseCase useCase) {
        return names.root() + "." + databaseNode(useCase);
    }

    /**
     * Where the measurement's devices are, and its template is set: {@code <database>.<measurement>}, the measurement
     * back-quoted (TSBS's names include words IoTDB's SQL reserves, such as {@code region}).
     */
    String measurementPath(String measurement) {
        return names.root() + "." + target(measurement).database() + "." + quoted(measurement);
    }

    /** The device of a primary tag's value. */
    String device(String measurement, String primaryTagValue) {
        return measurementPath(measurement) + "." + IotdbNames.node(primaryTagValue);
    }

    /** Templates are named across the server: {@code <DB_NAME>_<database node>_<measurement>}. */
    String template(String measurement) {
        return quoted(dbName + "_" + target(measurement).database() + "_" + measurement);
    }

    /**
     * What an earlier load of the use case's database left, each statement to be run whether or not what it drops
     * exists: the database (which unsets the templates set on its paths), then the template of every measurement
     * that goes to it, of any use case.
     */
    List<String> drop(UseCase useCase) {
        List<String> statements = new ArrayList<>(List.of("DROP DATABASE " + database(useCase)));
        for (String measurement : measurementsIn(databaseNode(useCase))) {
            statements.add("DROP DEVICE TEMPLATE " + template(measurement));
        }
        return statements;
    }

    /** The database, then per measurement its template and where it is set. */
    List<String> create(UseCaseSchema schema, Encodings encodings) {
        List<String> statements = new ArrayList<>(List.of("CREATE DATABASE " + database(schema.useCase())));
        for (UseCaseSchema.Measurement m : schema.measurements()) {
            statements.add(createTemplate(m, encodings));
            statements.add("SET DEVICE TEMPLATE " + template(m.name()) + " TO " + measurementPath(m.name()));
        }
        return statements;
    }

    String createTemplate(UseCaseSchema.Measurement m, Encodings encodings) {
        String compression = " compression=" + encodings.compressor().name();
        String series = Stream.concat(
                m.fields().stream().map(f -> quoted(f.name()) + (f.integer()
                        ? " INT64 encoding=" + encodings.integers().name()
                        : " DOUBLE encoding=" + encodings.doubles().name()) + compression),
                m.tagKeys().stream().map(key -> quoted(key) + " TEXT encoding=" + encodings.texts().name()
                        + compression))
                .collect(Collectors.joining(", "));
        return "CREATE DEVICE TEMPLATE " + template(m.name()) + " ALIGNED (" + series + ")";
    }

    /** A back-quoted name: whatever words IoTDB's SQL reserves, the name is taken as written. */
    static String quoted(String name) {
        return "`" + name.replace("`", "``") + "`";
    }

    private static Set<String> measurementsIn(String databaseNode) {
        Set<String> measurements = new LinkedHashSet<>();
        for (UseCase useCase : UseCase.values()) {
            if (databaseNode(useCase).equals(databaseNode)) {
                UseCaseSchema.of(useCase).measurements().forEach(m -> measurements.add(m.name()));
            }
        }
        return measurements;
    }

    private static Map<String, Target> byMeasurement() {
        Map<String, Target> targets = new HashMap<>();
        for (UseCase useCase : UseCase.values()) {
            for (UseCaseSchema.Measurement m : UseCaseSchema.of(useCase).measurements()) {
                Target target = new Target(databaseNode(useCase), m);
                Target known = targets.putIfAbsent(m.name(), target);
                if (known != null && !known.equals(target)) {
                    throw new IllegalStateException("the measurement " + m.name() + " differs between use cases");
                }
            }
        }
        return Map.copyOf(targets);
    }
}
