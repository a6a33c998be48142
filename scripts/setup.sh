#!/usr/bin/env bash
# Installs everything iot-benchrunner needs on a fresh Debian 12 machine, idempotently:
# Java 17 and Maven to build it, Chromium and fonts for the report (scripts/setup-report-tools.sh), then the
# database servers it starts privately (scripts/setup-local-servers.sh), and an IoTDB distribution where one
# can be downloaded (scripts/setup-iotdb.sh).
# Arguments are passed to setup-local-servers.sh (e.g. --only postgres, --no-verify).
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
exec "$here/setup-local-servers.sh" "$@"
