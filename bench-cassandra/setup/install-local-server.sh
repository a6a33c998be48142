#!/usr/bin/env bash
# Provides the Cassandra 5.0.9 server the harness runs, idempotently: cassandra-all and its dependencies assembled
# from Maven Central, once, into ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/cassandra/5.0.9/lib with the pom and the
# command the harness uses (bench-cassandra's CassandraAssembly), so that no test pays for it. The jars land in a
# folder of their own that is renamed to lib/ only when complete.
set -euo pipefail

version=5.0.9
module="$(cd "$(dirname "$0")/.." && pwd)"
pom="$module/src/main/resources/cassandra-assembly/pom.xml"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/iot-benchrunner/cassandra"
root="$cache/$version"
log="$cache/$version-assembly.log"
timeout_s=900

if [ -f "$root/lib/cassandra-all-$version.jar" ]; then
  echo "setup-cassandra: skip: Cassandra $version already assembled in $root/lib"
  exit 0
fi
if ! command -v mvn > /dev/null; then
  echo "setup-cassandra: mvn is missing: run scripts/setup.sh (it installs Maven)" >&2
  exit 1
fi

mkdir -p "$cache"
partial="$cache/$version.partial-$$"
trap 'rm -rf "$partial"' EXIT
rm -rf "$partial"
mkdir -p "$partial"
cp "$pom" "$partial/pom.xml"
echo "setup-cassandra: assembling Cassandra $version from Maven Central into $root/lib (log $log) ..."
started=$SECONDS
if ! timeout "$timeout_s" mvn -q -B -Dstyle.color=never -f "$partial/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$partial/lib" > "$log" 2>&1; then
  # the other databases' set-up goes on: Cassandra runs try again (and say why they cannot run)
  echo "setup-cassandra: warning: assembling Cassandra $version failed or took over $timeout_s s: $(grep -v '^\s*$' \
    "$log" | tail -n 1); see $log" >&2
  # under CI every database is required
  [ "${CI:-}" != true ] || exit 1
  exit 0
fi
if [ ! -f "$partial/lib/cassandra-all-$version.jar" ]; then
  echo "setup-cassandra: mvn finished without cassandra-all-$version.jar; see $log" >&2
  exit 1
fi
mkdir -p "$root"
if ! mv -T "$partial/lib" "$root/lib" 2> /dev/null; then
  echo "setup-cassandra: $root/lib appeared meanwhile (another assembly); keeping it"
fi
echo "setup-cassandra: assembled $(ls "$root/lib" | wc -l) jars in $((SECONDS - started)) s into $root/lib"
