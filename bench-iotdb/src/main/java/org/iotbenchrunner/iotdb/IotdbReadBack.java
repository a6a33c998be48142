package org.iotbenchrunner.iotdb;

import java.util.Collection;
import java.util.List;

/**
 * Commands run in a started IoTDB container that print the settings in effect as {@code name=value} lines, under
 * the names {@link IotdbContainer} applied them with: each node's memory options from its JVM's command line (the
 * last of each, which the JVM takes), properties from the files the nodes read at start (IoTDB 2.0.1-beta has no
 * statement that shows its configuration: SHOW VARIABLES lists a few cluster-wide parameters only, and SHOW
 * CONFIGURATION came later; so a property is recorded as the file holds it, and a key IoTDB does not know, which it
 * ignores silently, cannot be told from one it runs with), MEMORY_SIZE from the env scripts. A setting not found
 * prints as {@code name=}.
 */
final class IotdbReadBack {
    static final String CONFIGNODE_CLASS = "org.apache.iotdb.confignode.service.ConfigNode";
    static final String DATANODE_CLASS = "org.apache.iotdb.db.service.DataNode";

    /** Prints {@code NAME=-Xms.. -Xmx.. [-Xmn..] -XX:MaxDirectMemorySize=..}, the form of Heap.jvmOptions. */
    private static final String JVM = """
            jvm() {
              out=$(for c in /proc/[0-9]*/cmdline; do
                tr '\\0' '\\n' < "$c" 2>/dev/null | awk -v name="$1" -v class="$2" '
                  NR == 1 && $0 !~ /(^|\\/)java$/ { exit }
                  /^-Xms/ { xms = $0 } /^-Xmx/ { xmx = $0 } /^-Xmn/ { xmn = $0 }
                  /^-XX:MaxDirectMemorySize=/ { direct = $0 }
                  $0 == class { found = 1 }
                  END { if (found) { n = split(xms " " xmx " " xmn " " direct, o, " "); s = o[1]
                        for (i = 2; i <= n; i++) s = s " " o[i]; print name "=" s } }'
              done)
              if [ -n "$out" ]; then echo "$out"; else echo "$1="; fi
            }
            """;

    /** The property files of the distribution: 1.3.3 on, one; before, one per node and a common one. */
    private static final String PROPERTIES = """
            conf="$IOTDB_HOME/conf"
            set --
            if [ -f "$conf/iotdb-system.properties" ]; then set -- "$conf/iotdb-system.properties"; else
              for f in "$conf/iotdb-common.properties" "$conf/iotdb-confignode.properties" \\
                  "$conf/iotdb-datanode.properties"; do [ -f "$f" ] && set -- "$@" "$f"; done
            fi
            awk -v keys=%s 'BEGIN { n = split(keys, order, " ") }
              { line = $0; sub(/^[ \\t]+/, "", line); eq = index(line, "=") }
              eq > 0 && line !~ /^[#!]/ { key = substr(line, 1, eq - 1); sub(/[ \\t]+$/, "", key)
                v = substr(line, eq + 1); sub(/^[ \\t]+/, "", v); sub(/[ \\t\\r]+$/, "", v); value[key] = v }
              END { for (i = 1; i <= n; i++) print order[i] "=" value[order[i]] }' "$@" < /dev/null
            """;

    private IotdbReadBack() {
    }

    /** Both nodes' JVM memory, then every tuned property. */
    static List<String> tuned(IotdbTuning tuning) {
        return List.of("sh", "-c", JVM
                + "jvm " + IotdbContainer.CONFIGNODE_JMX_OPTS + " " + CONFIGNODE_CLASS + "\n"
                + "jvm " + IotdbContainer.DATANODE_JMX_OPTS + " " + DATANODE_CLASS + "\n"
                + PROPERTIES.formatted(quote(String.join(" ", IotdbContainer.properties(tuning).keySet()))));
    }

    /** The MEMORY_SIZE lines of {@code memorySizes} (each {@code script:MEMORY_SIZE}), then {@code properties}. */
    static List<String> of(Collection<String> memorySizes, Collection<String> properties) {
        String memory = memorySizes.isEmpty() ? "" : memorySizes(memorySizes).get(2);
        return List.of("sh", "-c", memory + (properties.isEmpty() ? ""
                : PROPERTIES.formatted(quote(String.join(" ", properties)))));
    }

    /** The MEMORY_SIZE line of each {@code script:MEMORY_SIZE} named. */
    static List<String> memorySizes(Collection<String> names) {
        StringBuilder script = new StringBuilder();
        for (String name : names) {
            String file = name.substring(0, name.indexOf(':'));
            script.append("printf '%s=%s\\n' ").append(quote(name))
                    .append(" \"$(sed -n 's/^MEMORY_SIZE=//p' \"$IOTDB_HOME/conf/").append(file)
                    .append("\" | tail -n 1)\"\n");
        }
        return List.of("sh", "-c", script.toString());
    }

    /** {@code text} as one shell word. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }
}
