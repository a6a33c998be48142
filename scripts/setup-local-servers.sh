#!/usr/bin/env bash
# setup-local-servers.sh [--only postgres|influxdb] [--no-verify] - the earlier name of two modules' install steps,
# kept because the harness's messages name it: bench-timescaledb/setup/install-local-server.sh (PostgreSQL 15 +
# TimescaleDB) and bench-influxdb/setup/install-influxdb1.sh (InfluxDB 1.x); both by default.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
only=all
args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --only) [ $# -ge 2 ] || { echo "setup-local-servers.sh: --only needs postgres or influxdb" >&2; exit 2; }
                only=$2; shift ;;
        --only=*) only=${1#--only=} ;;
        *) args+=("$1") ;;
    esac
    shift
done
case "$only" in
    all|postgres|influxdb) ;;
    postgresql|pg|timescaledb) only=postgres ;;
    influx|influxdb1) only=influxdb ;;
    *) echo "setup-local-servers.sh: --only must be 'postgres' or 'influxdb', got '$only'" >&2; exit 2 ;;
esac
if [ "$only" != influxdb ]; then
    bash "$root/bench-timescaledb/setup/install-local-server.sh" ${args[@]+"${args[@]}"}
fi
if [ "$only" != postgres ]; then
    bash "$root/bench-influxdb/setup/install-influxdb1.sh" ${args[@]+"${args[@]}"}
fi
