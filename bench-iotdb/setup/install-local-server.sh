#!/usr/bin/env bash
# Provides the IoTDB server the harness runs where no distribution is given, idempotently:
#   1. IOTDB_HOME points at an unpacked apache-iotdb-1.3.x-all-bin: it is checked and used (preferred by the harness);
#   2. otherwise IoTDB 2.0.1-beta's ConfigNode and DataNode jars are assembled from Maven Central, once, into
#      ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/iotdb/2.0.1-beta/lib, with the pom and the command the harness
#      uses (bench-core's JarAssembly, through scripts/lib/assemble-jars.sh), so that no test pays for it. No 1.x
#      ConfigNode is on Maven Central.
set -euo pipefail

version=2.0.1-beta
module="$(cd "$(dirname "$0")/.." && pwd)"

is_distribution() {
  [ -f "$1/sbin/start-confignode.sh" ] && [ -f "$1/sbin/start-datanode.sh" ] && [ -d "$1/lib" ]
}

if [ -n "${IOTDB_HOME:-}" ]; then
  if is_distribution "$IOTDB_HOME"; then
    echo "setup-iotdb: skip: IOTDB_HOME=$IOTDB_HOME holds an IoTDB distribution (the harness runs it)"
    exit 0
  fi
  echo "setup-iotdb: IOTDB_HOME=$IOTDB_HOME is not an unpacked apache-iotdb-1.3.x-all-bin (no sbin/start-confignode.sh)" >&2
  exit 1
fi

exec bash "$module/../scripts/lib/assemble-jars.sh" \
  --or "give IOTDB_HOME=<an unpacked apache-iotdb-1.3.x-all-bin>" iotdb IoTDB "$version" \
  "$module/src/main/resources/iotdb-assembly/pom.xml" "iotdb-server-$version.jar" "iotdb-confignode-$version.jar"
