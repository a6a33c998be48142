#!/usr/bin/env bash
# The earlier name of bench-influxdb/setup/install-influxdb2.sh (influxd 2.7.11), kept because messages name it.
exec bash "$(cd "$(dirname "$0")/.." && pwd)/bench-influxdb/setup/install-influxdb2.sh" "$@"
