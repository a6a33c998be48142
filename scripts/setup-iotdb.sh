#!/usr/bin/env bash
# The earlier name of bench-iotdb/setup/install-local-server.sh (an IoTDB server), kept because messages name it.
exec bash "$(cd "$(dirname "$0")/.." && pwd)/bench-iotdb/setup/install-local-server.sh" "$@"
