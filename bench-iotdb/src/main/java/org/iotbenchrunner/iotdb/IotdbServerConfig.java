package org.iotbenchrunner.iotdb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The private configuration of a local IoTDB 1.3 or 2.0 ConfigNode + DataNode pair, as pure functions of the work
 * directory, the ports and the host's memory, so it can be checked without a distribution.
 *
 * <p>IoTDB 1.3.0 to 1.3.2 read {@code iotdb-confignode.properties}, {@code iotdb-datanode.properties} and
 * {@code iotdb-common.properties}; from 1.3.3 on one {@code iotdb-system.properties} holds every key. The start
 * scripts refuse a file that sets a port twice, so each key is set by rewriting its line, never by adding a second
 * one.
 */
final class IotdbServerConfig {
    static final String SYSTEM_FILE = "iotdb-system.properties";
    static final String CONFIGNODE_FILE = "iotdb-confignode.properties";
    static final String DATANODE_FILE = "iotdb-datanode.properties";
    static final String COMMON_FILE = "iotdb-common.properties";
    static final String CONFIGNODE_ENV = "confignode-env.sh";
    static final String DATANODE_ENV = "datanode-env.sh";
    static final String CONFIGNODE_LOGBACK = "logback-confignode.xml";
    static final String DATANODE_LOGBACK = "logback-datanode.xml";
    static final String LOOPBACK = "127.0.0.1";
    /** The ConfigNode only keeps cluster metadata; the DataNode gets a quarter of the host's memory. */
    static final Heap CONFIGNODE_HEAP = new Heap(512, 256);

    private static final Pattern ASSIGNMENT = Pattern.compile("^\\s*([A-Za-z0-9_.\\-]+)\\s*[=:]");

    private IotdbServerConfig() {
    }

    /** The seven ports a ConfigNode and a DataNode bind, all on loopback. */
    record Ports(int cnInternal, int cnConsensus, int dnRpc, int dnInternal, int dnMppDataExchange,
            int dnSchemaRegionConsensus, int dnDataRegionConsensus) {
        static Ports of(int[] p) {
            return new Ports(p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
        }

        DataNodePorts dataNode() {
            return new DataNodePorts(dnRpc, dnInternal, dnMppDataExchange, dnSchemaRegionConsensus,
                    dnDataRegionConsensus);
        }
    }

    /** The five ports a DataNode binds. */
    record DataNodePorts(int rpc, int internal, int mppDataExchange, int schemaRegionConsensus,
            int dataRegionConsensus) {
        static final int COUNT = 5;

        /** The five ports from {@code p[from]} on. */
        static DataNodePorts of(int[] p, int from) {
            return new DataNodePorts(p[from], p[from + 1], p[from + 2], p[from + 3], p[from + 4]);
        }
    }

    /** Which property files a distribution's conf folder uses. */
    enum Layout {
        /** 1.3.3 and later: everything in iotdb-system.properties. */
        SYSTEM,
        /** 1.3.0 to 1.3.2: one file per node plus iotdb-common.properties. */
        SPLIT;

        static Layout of(Path confDir) {
            if (Files.isRegularFile(confDir.resolve(SYSTEM_FILE))) {
                return SYSTEM;
            }
            if (Files.isRegularFile(confDir.resolve(CONFIGNODE_FILE))
                    && Files.isRegularFile(confDir.resolve(DATANODE_FILE))) {
                return SPLIT;
            }
            return null;
        }
    }

    /** JVM memory in MB: maximum (and initial) heap, young generation (0: the JVM decides) and direct memory. */
    record Heap(long heapMb, long newMb, long directMb) {
        Heap(long heapMb, long directMb) {
            this(heapMb, 0, directMb);
        }

        String jvmOptions() {
            return "-Xms" + heapMb + "M -Xmx" + heapMb + "M" + (newMb > 0 ? " -Xmn" + newMb + "M" : "")
                    + " -XX:MaxDirectMemorySize=" + directMb + "M";
        }
    }

    /** A quarter of the host's memory as heap (at least 512 MB, at most 32 GB), a quarter of that off heap. */
    static Heap dataNodeHeap(long hostMemoryBytes) {
        long heap = Math.max(512, Math.min(32_768, hostMemoryBytes / 4 / (1024 * 1024)));
        return new Heap(heap, Math.max(256, heap / 4));
    }

    static Map<String, String> configNodeSettings(Path workDir, Ports ports) {
        return configNodeSettings(workDir.resolve("confignode"), ports.cnInternal(), ports.cnConsensus());
    }

    /** A ConfigNode storing under {@code dir}, its own seed. */
    static Map<String, String> configNodeSettings(Path dir, int internalPort, int consensusPort) {
        String seed = LOOPBACK + ":" + internalPort;
        Map<String, String> s = new LinkedHashMap<>();
        s.put("cn_internal_address", LOOPBACK);
        s.put("cn_internal_port", String.valueOf(internalPort));
        s.put("cn_consensus_port", String.valueOf(consensusPort));
        s.put("cn_seed_config_node", seed);
        s.put("cn_target_config_node_list", seed);
        s.put("cn_system_dir", dir.resolve("system").toString());
        s.put("cn_consensus_dir", dir.resolve("consensus").toString());
        return s;
    }

    static Map<String, String> dataNodeSettings(Path workDir, Ports ports) {
        return dataNodeSettings(workDir.resolve("datanode"), ports.dataNode(), ports.cnInternal());
    }

    /** A DataNode storing under {@code dir}, joining the ConfigNode whose internal port is {@code seedPort}. */
    static Map<String, String> dataNodeSettings(Path dir, DataNodePorts ports, int seedPort) {
        String seed = LOOPBACK + ":" + seedPort;
        Map<String, String> s = new LinkedHashMap<>();
        s.put("dn_rpc_address", LOOPBACK);
        s.put("dn_rpc_port", String.valueOf(ports.rpc()));
        s.put("dn_internal_address", LOOPBACK);
        s.put("dn_internal_port", String.valueOf(ports.internal()));
        s.put("dn_mpp_data_exchange_port", String.valueOf(ports.mppDataExchange()));
        s.put("dn_schema_region_consensus_port", String.valueOf(ports.schemaRegionConsensus()));
        s.put("dn_data_region_consensus_port", String.valueOf(ports.dataRegionConsensus()));
        s.put("dn_seed_config_node", seed);
        s.put("dn_target_config_node_list", seed);
        s.put("dn_system_dir", dir.resolve("system").toString());
        s.put("dn_data_dirs", dir.resolve("data").toString());
        s.put("dn_consensus_dir", dir.resolve("consensus").toString());
        s.put("dn_wal_dirs", dir.resolve("wal").toString());
        s.put("dn_tracing_dir", dir.resolve("tracing").toString());
        s.put("dn_sync_dir", dir.resolve("sync").toString());
        s.put("sort_tmp_dir", dir.resolve("tmp").toString());
        s.put("dn_sort_tmp_dir", dir.resolve("tmp").toString());
        return s;
    }

    /** Keys both nodes read: the timestamp unit must be the benchmark's, as GROUP BY widths are written in it. */
    static Map<String, String> commonSettings(String timestampPrecision) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("timestamp_precision", timestampPrecision);
        return s;
    }

    /** The settings to write into each property file of {@code layout}, with the tuning's properties. */
    static Map<String, Map<String, String>> settingsByFile(Layout layout, Path workDir, Ports ports,
            String timestampPrecision, IotdbTuning tuning) {
        Map<String, String> common = new LinkedHashMap<>(commonSettings(timestampPrecision));
        common.putAll(tuning.commonProperties());
        Map<String, String> dataNode = new LinkedHashMap<>(dataNodeSettings(workDir, ports));
        dataNode.putAll(tuning.dataNodeProperties());
        Map<String, Map<String, String>> files = new LinkedHashMap<>();
        if (layout == Layout.SYSTEM) {
            Map<String, String> all = new LinkedHashMap<>(configNodeSettings(workDir, ports));
            all.putAll(dataNode);
            all.putAll(common);
            files.put(SYSTEM_FILE, all);
        } else {
            files.put(CONFIGNODE_FILE, configNodeSettings(workDir, ports));
            files.put(DATANODE_FILE, dataNode);
            files.put(COMMON_FILE, common);
        }
        return files;
    }

    /**
     * The settings to write into each property file of {@code layout} for one node of a cluster, which has a
     * configuration folder of its own: its {@code nodeKeys} (a ConfigNode's when {@code configNode}), the common
     * keys and the tuning's.
     */
    static Map<String, Map<String, String>> nodeSettingsByFile(Layout layout, Map<String, String> nodeKeys,
            boolean configNode, String timestampPrecision, IotdbTuning tuning) {
        Map<String, String> common = new LinkedHashMap<>(commonSettings(timestampPrecision));
        common.putAll(tuning.commonProperties());
        Map<String, String> own = new LinkedHashMap<>(nodeKeys);
        if (!configNode) {
            own.putAll(tuning.dataNodeProperties());
        }
        Map<String, Map<String, String>> files = new LinkedHashMap<>();
        if (layout == Layout.SYSTEM) {
            own.putAll(common);
            files.put(SYSTEM_FILE, own);
        } else {
            files.put(configNode ? CONFIGNODE_FILE : DATANODE_FILE, own);
            files.put(COMMON_FILE, common);
        }
        return files;
    }

    /**
     * {@code original} with every key of {@code settings} set once: its first active line is replaced, later
     * active lines of the same key are dropped, and keys without an active line are appended. Comments stay.
     */
    static String rewrite(String original, Map<String, String> settings) {
        StringBuilder out = new StringBuilder();
        Set<String> written = new LinkedHashSet<>();
        for (String line : original.split("\r?\n", -1)) {
            Matcher m = ASSIGNMENT.matcher(line);
            String key = m.find() && !line.stripLeading().startsWith("#") ? m.group(1) : null;
            if (key != null && settings.containsKey(key)) {
                if (written.add(key)) {
                    out.append(key).append('=').append(escape(settings.get(key))).append('\n');
                }
                continue;
            }
            out.append(line).append('\n');
        }
        String text = out.toString().replaceAll("\n+$", "\n");
        StringBuilder appended = new StringBuilder();
        for (Map.Entry<String, String> e : settings.entrySet()) {
            if (!written.contains(e.getKey())) {
                appended.append(e.getKey()).append('=').append(escape(e.getValue())).append('\n');
            }
        }
        if (appended.length() > 0) {
            text = (text.isEmpty() || text.equals("\n") ? "" : text) + "\n# set by iot-benchrunner\n" + appended;
        }
        return text;
    }

    /** Properties syntax: backslashes are escapes (a Windows path would need this). */
    private static String escape(String value) {
        return value.replace("\\", "\\\\");
    }

    /**
     * Lines appended to a copied {@code *-env.sh}: they run after the script has computed its own memory, and the
     * JVM takes the last of repeated memory options, so ours win in every 1.3 release. ON_HEAP_MEMORY and
     * OFF_HEAP_MEMORY are what later lines of the start scripts pass on (e.g. {@code -DOFF_HEAP_MEMORY}), so they
     * are kept equal to the JVM's limits.
     */
    static String heapOverride(String jmxVariable, Heap heap) {
        return "\n# set by iot-benchrunner: memory sized to the host\n"
                + "ON_HEAP_MEMORY=\"" + heap.heapMb() + "M\"\n"
                + "OFF_HEAP_MEMORY=\"" + heap.directMb() + "M\"\n"
                + (heap.newMb() > 0 ? "HEAP_NEWSIZE=\"" + heap.newMb() + "M\"\n" : "")
                + jmxVariable + "=\"$" + jmxVariable + " " + heap.jvmOptions() + "\"\n";
    }

    /** Everything to the console, which the harness writes to a log file in the work directory. */
    static String logbackConsole() {
        String resource = IotdbNodes.JAR_SCRIPTS + "conf/logback-console.xml";
        try (java.io.InputStream in = IotdbServerConfig.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("this build of bench-iotdb has no " + resource);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Variables the start scripts read and that must not leak in from the harness's environment. */
    static boolean isScriptVariable(String name) {
        return name.startsWith("IOTDB_") || name.startsWith("CONFIGNODE_")
                || List.of("MAX_HEAP_SIZE", "HEAP_NEWSIZE", "MEMORY_SIZE", "ON_HEAP_MEMORY", "OFF_HEAP_MEMORY",
                        "JVM_OPTS", "NUMACTL").contains(name);
    }

    /** The environment of the ConfigNode's start script. */
    static Map<String, String> configNodeEnvironment(Path home, Path workDir, Heap heap) {
        return configNodeEnvironment(home, new NodeDirs(workDir.resolve("conf"), workDir.resolve("confignode"),
                workDir.resolve("logs")), heap);
    }

    /** Where a node reads its configuration ({@code conf}), keeps its data ({@code home}) and logs. */
    record NodeDirs(Path conf, Path home, Path logs) {
    }

    static Map<String, String> configNodeEnvironment(Path home, NodeDirs dirs, Heap heap) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("CONFIGNODE_HOME", home.toString());
        env.put("CONFIGNODE_CONF", dirs.conf().toString());
        env.put("CONFIGNODE_DATA_HOME", dirs.home().toString());
        env.put("CONFIGNODE_LOG_DIR", dirs.logs().toString());
        env.put("CONFIGNODE_LOG_CONFIG", dirs.conf().resolve(CONFIGNODE_LOGBACK).toString());
        env.put("CONFIGNODE_JMX_OPTS", heap.jvmOptions());
        return env;
    }

    /** The environment of the DataNode's start script. */
    static Map<String, String> dataNodeEnvironment(Path home, Path workDir, Heap heap) {
        return dataNodeEnvironment(home, new NodeDirs(workDir.resolve("conf"), workDir.resolve("datanode"),
                workDir.resolve("logs")), heap);
    }

    static Map<String, String> dataNodeEnvironment(Path home, NodeDirs dirs, Heap heap) {
        Map<String, String> env = new LinkedHashMap<>();
        env.put("IOTDB_HOME", home.toString());
        env.put("IOTDB_CONF", dirs.conf().toString());
        env.put("IOTDB_DATA_HOME", dirs.home().toString());
        env.put("IOTDB_LOG_DIR", dirs.logs().toString());
        env.put("IOTDB_LOG_CONFIG", dirs.conf().resolve(DATANODE_LOGBACK).toString());
        env.put("IOTDB_JMX_OPTS", heap.jvmOptions());
        return env;
    }
}
