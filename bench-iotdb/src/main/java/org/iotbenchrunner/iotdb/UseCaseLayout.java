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
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.core.workload.SensorType;

/**
 * Where a use case's rows go in IoTDB's tree model, and the statements that create it:
 * <ul>
 * <li>a database of its own under the benchmark's root, {@code root.<DB_NAME>.tsbs_iot},
 * {@code root.<DB_NAME>.tsbs_devops} (cpu-only's one measurement is devops's {@code cpu}, so it goes there too) or
 * {@code root.<DB_NAME>.thermo};</li>
 * <li>per measurement, a device template of aligned series set on {@code <database>.<measurement>}: one DOUBLE or
 * INT64 series per field, then one series per tag key (the primary one too), TEXT or, for an integer tag (thermo's
 * devid and devgroup), INT64, with the ENCODING_* keys' encodings and COMPRESSOR. Every row keeps every tag it has,
 * so queries filter and group by them as by any value, and a missing tag is a null like a missing field; tags are
 * not series attributes, which could not say that one row of a truck lacks its fleet;</li>
 * <li>a device per value of the measurement's primary tag (its first: hostname, name, devid), e.g.
 * {@code root.test.tsbs_iot.readings.truck_7}, activated by its first write; a row without its primary tag goes to
 * a device of {@link UnnamedDevices}.</li>
 * <li>thermo's devices stand one level deeper, under a node of their group: {@code root.test.thermo.devices.g7.`107`}
 * (a row without a devgroup under {@code no_devgroup}). The study's filter {@code devgroup < N} is then the set of
 * paths {@code g0.*, ..., g<N-1>.*}: a query reads only the devices it asks for, and its groups are one level
 * ({@link #GROUP_LEVEL}) that {@code GROUP BY LEVEL} merges or keeps apart, where IoTDB's tree model has no
 * GROUP BY on a value.</li>
 * </ul>
 * A client that did not register the use case finds a row's place and columns by its measurement alone, which names
 * one measurement across every use case.
 */
final class UseCaseLayout {
    private static final Map<String, Target> BY_MEASUREMENT = byMeasurement();
    /** The level of a thermo device's group node in {@code root.<DB_NAME>.thermo.devices.g<devgroup>.<devid>}. */
    static final int GROUP_LEVEL = 4;
    /** The group node of thermo rows without a devgroup: no path of a {@code devgroup < N} set reads it. */
    static final String NO_GROUP = "no_devgroup";

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

    /** {@code tsbs_iot} for iot, {@code tsbs_devops} for devops and cpu-only, {@code thermo} for thermo. */
    static String databaseNode(UseCase useCase) {
        return switch (useCase) {
            case IOT -> "tsbs_iot";
            case CPU_ONLY, DEVOPS -> "tsbs_devops";
            case THERMO -> "thermo";
        };
    }

    /** Whether the measurement's devices stand under a group node (thermo's {@code devices}). */
    static boolean grouped(String measurement) {
        return measurement.equals(ThermoDevices.MEASUREMENT);
    }

    /**
     * The group node of a devgroup tag's value, by its number ({@code g7} for {@code 7} and {@code 07}, as the
     * queries compare it); {@link #NO_GROUP} for none. A value that is no integer fails the write as the INT64
     * devgroup series would.
     */
    static String groupNode(String devgroup) {
        if (devgroup == null) {
            return NO_GROUP;
        }
        try {
            return IotdbNames.node("g" + Long.parseLong(devgroup.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("tag devgroup '" + devgroup + "' of a devices row is not an integer,"
                    + " and devgroup is an integer tag");
        }
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

    /** The device of a primary tag's value in a group node ({@link #groupNode}) of a grouped measurement. */
    String device(String measurement, String groupNode, String primaryTagValue) {
        return measurementPath(measurement) + "." + groupNode + "." + IotdbNames.node(primaryTagValue);
    }

    /** The pattern of every device of the measurement: {@code <measurement path>.*}, a level deeper if grouped. */
    String devices(String measurement) {
        return measurementPath(measurement) + (grouped(measurement) ? ".*.*" : ".*");
    }

    /** The devices of thermo's group {@code devgroup}: {@code <devices>.g<devgroup>.*}. */
    String groupDevices(int devgroup) {
        return measurementPath(ThermoDevices.MEASUREMENT) + "." + groupNode(Integer.toString(devgroup)) + ".*";
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
                m.tagKeys().stream().map(key -> quoted(key) + (m.integerTag(key)
                        ? " INT64 encoding=" + encodings.integers().name()
                        : " TEXT encoding=" + encodings.texts().name()) + compression))
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
