#!/usr/bin/env bash
# Provides the IoTDB server the harness runs where no distribution is given, idempotently:
#   1. IOTDB_HOME points at an unpacked apache-iotdb-1.3.x-all-bin: it is checked and used (preferred by the harness);
#   2. otherwise IoTDB 2.0.1-beta's ConfigNode and DataNode jars are assembled from Maven Central, once, into
#      ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/iotdb/2.0.1-beta/lib, with the pom and the command the harness
#      uses (bench-iotdb's IotdbAssembly), so that no test pays for it. No 1.x ConfigNode is on Maven Central.
# The jars land in a folder of their own that is renamed to lib/ only when complete.
set -euo pipefail

version=2.0.1-beta
module="$(cd "$(dirname "$0")/.." && pwd)"
pom="$module/src/main/resources/iotdb-assembly/pom.xml"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/iot-benchrunner/iotdb"
root="$cache/$version"
log="$cache/$version-assembly.log"
timeout_s=900

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

if [ -f "$root/lib/iotdb-server-$version.jar" ] && [ -f "$root/lib/iotdb-confignode-$version.jar" ]; then
  echo "setup-iotdb: skip: IoTDB $version already assembled in $root/lib"
  exit 0
fi
if ! command -v mvn > /dev/null; then
  echo "setup-iotdb: mvn is missing: run scripts/setup.sh (it installs Maven) or give IOTDB_HOME" >&2
  exit 1
fi

mkdir -p "$cache"
partial="$cache/$version.partial-$$"
trap 'rm -rf "$partial"' EXIT
rm -rf "$partial"
mkdir -p "$partial"
cp "$pom" "$partial/pom.xml"
echo "setup-iotdb: assembling IoTDB $version from Maven Central into $root/lib (log $log) ..."
started=$SECONDS
if ! timeout "$timeout_s" mvn -q -B -Dstyle.color=never -f "$partial/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$partial/lib" > "$log" 2>&1; then
  # the other databases' set-up goes on: IoTDB runs try again (and say why they cannot run)
  echo "setup-iotdb: warning: assembling IoTDB $version failed or took over $timeout_s s: $(grep -v '^\s*$' "$log" \
    | tail -n 1); see $log (or give IOTDB_HOME=<an unpacked apache-iotdb-1.3.x-all-bin>)" >&2
  # under CI every database is required
  [ "${CI:-}" != true ] || exit 1
  exit 0
fi
if [ ! -f "$partial/lib/iotdb-server-$version.jar" ] || [ ! -f "$partial/lib/iotdb-confignode-$version.jar" ]; then
  echo "setup-iotdb: mvn finished without iotdb-server and iotdb-confignode $version jars; see $log" >&2
  exit 1
fi
mkdir -p "$root"
if ! mv -T "$partial/lib" "$root/lib" 2> /dev/null; then
  echo "setup-iotdb: $root/lib appeared meanwhile (another assembly); keeping it"
fi
echo "setup-iotdb: assembled $(ls "$root/lib" | wc -l) jars in $((SECONDS - started)) s into $root/lib"
