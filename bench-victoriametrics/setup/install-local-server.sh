#!/usr/bin/env bash
# install-local-server.sh - install VictoriaMetrics for iot-benchrunner's private local servers:
# Debian bookworm's `victoria-metrics` package (1.79.5), /usr/bin/victoria-metrics.
#
# Run as root on Debian 12. Only apt downloads anything. Idempotent: when the package is
# installed already, nothing is downloaded. The package's own service is never left running
# (the harness starts private servers in work directories): its start is prevented during
# the install (a temporary /usr/sbin/policy-rc.d), and it is stopped and disabled afterwards
# should it run anyway.
set -Eeuo pipefail

PROG=$(basename "$0")
PACKAGE=victoria-metrics
BINARY=/usr/bin/victoria-metrics
EXPECTED_VERSION_PREFIX=${VICTORIA_METRICS_VERSION_PREFIX:-1.79}

die() { echo "$PROG: ERROR: $*" >&2; exit 1; }

[ "$(id -u)" -eq 0 ] || die "run as root (apt-get install needs it)"
command -v apt-get >/dev/null || die "apt-get not found: this script supports Debian 12 (bookworm) only"

# Empty when the package is absent: dpkg-query then exits 1, which must not end the script under pipefail.
installed_version() {
    local status
    status=$(dpkg-query -W -f='${Status} ${Version}\n' "$PACKAGE" 2>/dev/null) || return 0
    awk '$3 == "installed" { print $4 }' <<<"$status"
}

stop_service() {
    # no systemd in containers and CI runners: try what exists, quietly
    if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
        systemctl stop "$PACKAGE" >/dev/null 2>&1 || true
        systemctl disable "$PACKAGE" >/dev/null 2>&1 || true
    fi
    if [ -x "/etc/init.d/$PACKAGE" ]; then
        "/etc/init.d/$PACKAGE" stop >/dev/null 2>&1 || true
    fi
    # a server started by the package runs with its default data path /var/lib/victoria-metrics
    local pids
    # from /proc: a minimal Debian has no pgrep
    local d
    pids=$(for d in /proc/[0-9]*; do
        tr '\0' ' ' <"$d/cmdline" 2>/dev/null | grep -q "^$BINARY .*-storageDataPath=/var/lib/victoria-metrics" \
            && echo "${d#/proc/}"
    done || true)
    if [ -n "$pids" ]; then
        echo "$PROG: stopping the package's server ($pids)"
        # shellcheck disable=SC2086
        kill $pids 2>/dev/null || true
    fi
}

version=$(installed_version)
if [ -n "$version" ] && [ -x "$BINARY" ]; then
    echo "$PROG: $PACKAGE $version is installed already"
else
    echo "$PROG: installing $PACKAGE with apt-get"
    policy=/usr/sbin/policy-rc.d
    created_policy=0
    if [ ! -e "$policy" ]; then
        printf '#!/bin/sh\nexit 101\n' > "$policy"
        chmod 755 "$policy"
        created_policy=1
    fi
    trap '[ "$created_policy" -eq 1 ] && rm -f "$policy"' EXIT
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y --no-install-recommends "$PACKAGE" >/dev/null; then
        apt-get update >/dev/null
        apt-get install -y --no-install-recommends "$PACKAGE" >/dev/null
    fi
    version=$(installed_version)
    [ -n "$version" ] || die "$PACKAGE did not install"
fi
stop_service

[ -x "$BINARY" ] || die "$BINARY is missing after the install"
case "$version" in
    "$EXPECTED_VERSION_PREFIX"*) ;;
    *) echo "$PROG: warning: $PACKAGE $version is installed; the harness expects ${EXPECTED_VERSION_PREFIX}.x" >&2 ;;
esac
echo "$PROG: VictoriaMetrics $version ready at $BINARY (no service running)"
