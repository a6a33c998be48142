#!/usr/bin/env bash
# Provides the Cassandra 5.0.9 server the harness runs, idempotently: cassandra-all and its dependencies assembled
# from Maven Central, once, into ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/cassandra/5.0.9/lib with the pom and the
# command the harness uses (bench-core's JarAssembly, through scripts/lib/assemble-jars.sh), so that no test pays
# for it.
set -euo pipefail

version=5.0.9
module="$(cd "$(dirname "$0")/.." && pwd)"
exec bash "$module/../scripts/lib/assemble-jars.sh" cassandra Cassandra "$version" \
  "$module/src/main/resources/cassandra-assembly/pom.xml" "cassandra-all-$version.jar"
