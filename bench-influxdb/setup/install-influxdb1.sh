#!/usr/bin/env bash
# install-influxdb1.sh - installs InfluxDB 1.x (Debian bookworm's `influxdb` package, 1.6.7) for the harness's
# private local servers (it never uses system services), for scripts/setup.sh (bench-influxdb/setup/databases).
# Run as root on Debian 12; only apt downloads anything. Idempotent: when influxd is there, nothing is downloaded.
# The package's service is never left running: its start is prevented during the install (a temporary
# /usr/sbin/policy-rc.d), and an influxd that appears anyway is stopped again.
#
# Usage: install-influxdb1.sh [--no-verify] [--help]   (--no-verify: skip `influxd version`)
set -Eeuo pipefail

PROG=$(basename "$0")
module="$(cd "$(dirname "$0")/.." && pwd)"
STATE_DIR=/var/cache/iot-benchrunner
LOG_FILE=${STATE_DIR}/setup-influxdb1.log
SERVER_PROCESSES="influxd:TERM"
# shellcheck source=../../scripts/setup-common.sh
. "$module/../scripts/setup-common.sh"
INFLUX_PACKAGES=(influxdb)

VERIFY=1
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) sed -n '2,8p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        --no-verify) VERIFY=0 ;;
        *) echo "$PROG: ERROR [args]: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

STEP=init
trap on_err ERR
trap 'trap - ERR; restore_service_starts' EXIT
[ -r /etc/debian_version ] || die "this script targets Debian 12 (bookworm); /etc/debian_version not found"

STEP=influxdb
if command -v influxd >/dev/null 2>&1; then
    log "skip: influxd already installed ($(command -v influxd))"
else
    apt_install "${INFLUX_PACKAGES[@]}"
    command -v influxd >/dev/null 2>&1 || die "influxd not found after installing package influxdb"
    log "installed: ${INFLUX_PACKAGES[*]} ($(command -v influxd))"
fi

if [ "$VERIFY" = 1 ]; then
    STEP=verify-influxdb
    v=$(influxd version 2>&1) || die "'influxd version' failed: $v"
    [ -n "$v" ] || die "'influxd version' printed nothing"
    log "ok: $(command -v influxd): $v"
else
    STEP=verify; log "skip: verification (--no-verify)"
fi
STEP=finish
log "all done (influxdb)"
