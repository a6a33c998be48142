#!/usr/bin/env bash
# Writes the harness's cassandra.yaml ($CASSANDRA_YAML) and logback.xml ($CASSANDRA_LOGBACK) into /cassandra/conf,
# then runs the command it is given (the JVM) as PID 1, which docker stop's SIGTERM reaches.
set -euo pipefail
: "${CASSANDRA_YAML:?the harness passes cassandra.yaml as CASSANDRA_YAML}"
mkdir -p /cassandra/conf /var/lib/cassandra/logs
printf '%s\n' "$CASSANDRA_YAML" > /cassandra/conf/cassandra.yaml
if [ -n "${CASSANDRA_LOGBACK:-}" ]; then
  printf '%s\n' "$CASSANDRA_LOGBACK" > /cassandra/conf/logback.xml
fi
exec "$@"
