#!/bin/bash
# The upstream image's setup mode, for what the harness uses: on a first start with DOCKER_INFLUXDB_INIT_MODE=setup,
# influxd runs on a loopback-only port, the user, organisation, bucket and operator token are created through
# /api/v2/setup, and that server stops; then influxd serves on :8086 (so /health answers only once setup is done).
# A restart on the same data skips the setup.
set -euo pipefail

setup_port=9999
if [ "${DOCKER_INFLUXDB_INIT_MODE:-}" = setup ] && [ ! -s "$INFLUXD_BOLT_PATH" ]; then
    INFLUXD_HTTP_BIND_ADDRESS=127.0.0.1:$setup_port influxd &
    pid=$!
    for _ in $(seq 1 300); do
        wget -q -O /dev/null "http://127.0.0.1:$setup_port/health" && break
        sleep 0.2
    done
    json() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
    body="{\"username\":$(json "$DOCKER_INFLUXDB_INIT_USERNAME"),\"password\":$(json "$DOCKER_INFLUXDB_INIT_PASSWORD"),\
\"org\":$(json "$DOCKER_INFLUXDB_INIT_ORG"),\"bucket\":$(json "$DOCKER_INFLUXDB_INIT_BUCKET"),\
\"token\":$(json "$DOCKER_INFLUXDB_INIT_ADMIN_TOKEN")}"
    wget -q -O /dev/null --header "Content-Type: application/json" --post-data "$body" \
        "http://127.0.0.1:$setup_port/api/v2/setup"
    kill "$pid"
    wait "$pid" || true
    echo "entrypoint: set up user $DOCKER_INFLUXDB_INIT_USERNAME, org $DOCKER_INFLUXDB_INIT_ORG"
fi
exec influxd "$@"
