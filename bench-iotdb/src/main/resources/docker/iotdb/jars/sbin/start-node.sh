#!/usr/bin/env bash
# iot-benchrunner: starts one IoTDB node from jars assembled from Maven Central, which come without IoTDB's
# distribution and its start scripts. The JVM runs in the foreground (exec), so this process is the node.
#
#   start-node.sh confignode|datanode
#
# As IoTDB's own scripts: <P>_HOME (default: this script's parent folder), <P>_CONF (default $<P>_HOME/conf),
# <P>_DATA_HOME (default $<P>_HOME), <P>_LOG_DIR, <P>_LOG_CONFIG and <P>_JMX_OPTS, with P = CONFIGNODE or IOTDB
# (the DataNode); the jars are in <P>_LIB (default $<P>_HOME/lib). conf/<node>-env.sh sizes the JVM's memory.
set -euo pipefail

case "${1:-}" in
    confignode) prefix=CONFIGNODE main=org.apache.iotdb.confignode.service.ConfigNode env=confignode-env.sh ;;
    datanode) prefix=IOTDB main=org.apache.iotdb.db.service.DataNode env=datanode-env.sh ;;
    *) echo "usage: start-node.sh confignode|datanode (got '${1:-}')" >&2; exit 2 ;;
esac

var() { # NAME DEFAULT: the value of ${prefix}_NAME, or DEFAULT
    local name="${prefix}_$1"
    printf '%s' "${!name:-$2}"
}

# the memory this node may use: the container's limit (cgroup v2 or v1) where lower than the host's, in MB
available_mb() {
    local host limit
    host=$(awk '/^MemTotal:/ { print int($2 / 1024) }' /proc/meminfo)
    limit=$(cat /sys/fs/cgroup/memory.max 2>/dev/null || cat /sys/fs/cgroup/memory/memory.limit_in_bytes 2>/dev/null \
        || echo max)
    if [[ "$limit" =~ ^[0-9]+$ ]] && [ $((limit / 1048576)) -lt "$host" ]; then
        echo $((limit / 1048576))
    else
        echo "$host"
    fi
}

to_mb() { # 512M, 2G or a number of MB
    case "$1" in
        *[Gg]) echo $((${1%[Gg]} * 1024)) ;;
        *[Mm]) echo "${1%[Mm]}" ;;
        *) echo "$1" ;;
    esac
}

# Called by conf/<node>-env.sh: MEMORY_SIZE (empty: TENTHS tenths of the available memory, at least 256M), three
# quarters of it heap and a quarter direct memory, appended to the JMX options; lines after the call may override.
size_memory() { # TENTHS
    local mb jmx="${prefix}_JMX_OPTS"
    if [ -z "${MEMORY_SIZE:-}" ]; then
        mb=$(($(available_mb) * $1 / 10))
        MEMORY_SIZE="$((mb > 256 ? mb : 256))M"
    fi
    mb=$(to_mb "$MEMORY_SIZE")
    ON_HEAP_MEMORY="$((mb * 3 / 4))M"
    OFF_HEAP_MEMORY="$((mb / 4))M"
    printf -v "$jmx" '%s' "${!jmx:-} -Xms$ON_HEAP_MEMORY -Xmx$ON_HEAP_MEMORY -XX:MaxDirectMemorySize=$OFF_HEAP_MEMORY"
}

home=$(var HOME "$(cd "$(dirname "$0")/.." && pwd)")
conf=$(var CONF "$home/conf")
data=$(var DATA_HOME "$home")
lib=$(var LIB "$home/lib")
logs=$(var LOG_DIR "$home/logs")
log_config=$(var LOG_CONFIG "$conf/logback-console.xml")
# shellcheck source=/dev/null
. "$conf/$env"
jmx_name="${prefix}_JMX_OPTS"
jmx=${!jmx_name:-}

# what IoTDB's start scripts open to the unnamed module on Java 17
opens=()
for package in java.lang java.lang.reflect java.util java.util.concurrent java.util.concurrent.atomic java.io \
        java.net java.nio java.security sun.nio.ch jdk.internal.misc; do
    opens+=("--add-opens=java.base/$package=ALL-UNNAMED")
done

mkdir -p "$logs"
# JMX options are a list: split on spaces on purpose
# shellcheck disable=SC2086
exec "${JAVA_HOME:+$JAVA_HOME/bin/}java" "${opens[@]}" $jmx \
    -XX:+HeapDumpOnOutOfMemoryError -XX:HeapDumpPath="$logs" \
    -Dlogback.configurationFile="$log_config" -Dname="iotdb.$1" \
    "-D${prefix}_HOME=$home" "-D${prefix}_CONF=$conf" "-D${prefix}_DATA_HOME=$data" "-D${prefix}_LOG_DIR=$logs" \
    -DTSFILE_HOME="$home" -DTSFILE_CONF="$conf" \
    -cp "$lib/*" "$main" -s
