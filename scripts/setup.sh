#!/usr/bin/env bash
# Installs everything iot-benchrunner needs on a fresh Debian 12 machine, idempotently:
# Java 17 and Maven to build it, Chromium and fonts for the report (scripts/setup-report-tools.sh), an IoTDB
# distribution where one can be downloaded (scripts/setup-iotdb.sh), InfluxDB 2.x's influxd built from the Go module
# proxy (scripts/setup-influxdb2.sh), a Docker engine and the base image of the
# database images (scripts/setup-docker.sh; --no-docker or IOT_BENCHRUNNER_DOCKER=off leaves Docker out), then
# the database servers it starts privately (scripts/setup-local-servers.sh, then each module's
# bench-<db>/setup/install-local-server.sh).
# Other arguments are passed to setup-local-servers.sh (e.g. --only postgres, --no-verify).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"

need_apt=()
command -v java >/dev/null 2>&1 && java -version 2>&1 | grep -Eq 'version "(1[7-9]|[2-9][0-9])' || need_apt+=(openjdk-17-jdk-headless)
command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
if [ ${#need_apt[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: ${need_apt[*]} missing; run this script as root to install them" >&2
    exit 1
  fi
  echo "setup: installing ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
else
  echo "setup: skip: java 17+ and maven present"
fi

"$here/setup-report-tools.sh"
"$here/setup-iotdb.sh"
"$here/setup-influxdb2.sh"

docker_args=()
local_args=()
for arg in "$@"; do
  if [ "$arg" = --no-docker ]; then docker_args=(--no-docker); else local_args+=("$arg"); fi
done
# Without an engine the harness still runs on local servers; under CI=true the container tests need one.
if ! "$here/setup-docker.sh" ${docker_args[@]+"${docker_args[@]}"}; then
  [ "${CI:-}" != true ] || { echo "setup: no Docker engine, which CI needs (container integration tests)" >&2; exit 1; }
  echo "setup: continuing without a Docker engine: the harness will use local servers"
fi
"$here/setup-local-servers.sh" ${local_args[@]+"${local_args[@]}"}
# A database module brings its own server's install step (bench-<db>/setup/install-local-server.sh, idempotent), so
# that adding a database touches nothing outside its module.
for module_setup in "$here"/../bench-*/setup/install-local-server.sh; do
  [ -f "$module_setup" ] || continue
  echo "setup: $(basename "$(dirname "$(dirname "$module_setup")")"): running its install-local-server.sh"
  bash "$module_setup"
done
