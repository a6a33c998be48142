#!/usr/bin/env bash
# setup-local-servers.sh - install the database servers that iot-benchrunner
# starts privately (it never uses system services):
#
#   * PostgreSQL 15 server + server headers + build tools   (Debian bookworm)
#   * TimescaleDB 2.19 for PG 15, built from Debian trixie's timescaledb
#     SOURCE package (Apache-2 part only) and installed into PG 15's dirs
#   * InfluxDB 1.x (Debian package `influxdb`, 1.6.7 in bookworm)
#
# Target: a fresh Debian 12 (bookworm) machine, run as root. Only apt is used
# to download anything. Idempotent: every step checks first and is skipped
# when already done, so a second run takes a second or two.
# No server is left running: package postinst scripts are prevented from
# starting services (temporary /usr/sbin/policy-rc.d) and any server process
# that appears during an install is stopped again.
#
# Usage: see --help.
set -Eeuo pipefail

PROG=$(basename "$0")

# ---------------------------------------------------------------- settings ---
PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/${PG_MAJOR}/bin
PG_CONFIG=${PG_BIN}/pg_config
# TimescaleDB version we expect from Debian trixie's source package.
TSDB_VERSION_PREFIX=${TSDB_VERSION_PREFIX:-2.19}
TSDB_SRC_SUITE=${TSDB_SRC_SUITE:-trixie}
TRIXIE_SRC_FILE=/etc/apt/sources.list.d/iot-benchrunner-${TSDB_SRC_SUITE}-src.sources
STATE_DIR=/var/cache/iot-benchrunner
TSDB_WORK_DIR=${STATE_DIR}/timescaledb-src
LOG_FILE=${STATE_DIR}/setup-local-servers.log
# shellcheck source=setup-common.sh
. "$(cd "$(dirname "$0")" && pwd)/setup-common.sh"

PG_PACKAGES=(
    "postgresql-${PG_MAJOR}"
    "postgresql-server-dev-${PG_MAJOR}"
    # build tools for TimescaleDB (step 2) and for `apt-get source`
    cmake make gcc libc6-dev libssl-dev dpkg-dev xz-utils
)
INFLUX_PACKAGES=(influxdb)

# ----------------------------------------------------------------- options ---
usage() {
    cat <<EOF
Usage: $PROG [--only postgres|influxdb] [--no-verify] [--help]

Idempotently installs (as root, Debian 12 bookworm, via apt only):
  postgres : postgresql-${PG_MAJOR}, postgresql-server-dev-${PG_MAJOR}, build tools, and
             TimescaleDB ${TSDB_VERSION_PREFIX}.x built from Debian ${TSDB_SRC_SUITE}'s timescaledb
             source package (a deb-src-only ${TSDB_SRC_SUITE} source is added in
             ${TRIXIE_SRC_FILE})
  influxdb : InfluxDB 1.x (Debian package 'influxdb')
No server is left running; the benchmark harness starts its own private ones.

Options:
  --only postgres|influxdb  install/verify only that part (default: both)
  --no-verify               skip the final check (throwaway PG cluster with
                            CREATE EXTENSION timescaledb; 'influxd version')
  -h, --help                show this help

Environment: TSDB_VERSION_PREFIX (default 2.19), TSDB_SRC_SUITE (default trixie).
Command output of apt/cmake/make goes to ${LOG_FILE}.
EOF
}

ONLY=all
VERIFY=1
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --no-verify) VERIFY=0 ;;
        --only) [ $# -ge 2 ] || { echo "$PROG: ERROR [args]: --only needs an argument (postgres|influxdb)" >&2; exit 2; }
                ONLY=$2; shift ;;
        --only=*) ONLY=${1#--only=} ;;
        *) echo "$PROG: ERROR [args]: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done
case "$ONLY" in
    all|postgres|influxdb) ;;
    postgresql|pg|timescaledb) ONLY=postgres ;;
    influx) ONLY=influxdb ;;
    *) echo "$PROG: ERROR [args]: --only must be 'postgres' or 'influxdb', got '$ONLY'" >&2; exit 2 ;;
esac
want_pg()     { [ "$ONLY" = all ] || [ "$ONLY" = postgres ]; }
want_influx() { [ "$ONLY" = all ] || [ "$ONLY" = influxdb ]; }

# ----------------------------------------------------------------- helpers ---
export DEBIAN_FRONTEND=noninteractive
STEP=init
log()  { printf '[%s] %s\n' "$STEP" "$*"; }
die()  { printf '%s: ERROR [%s]: %s\n' "$PROG" "$STEP" "$*" >&2; exit 1; }
on_err() {
    local rc=$? cmd=$BASH_COMMAND
    trap - ERR
    printf '%s: ERROR [%s]: command failed (exit %s): %s\n' "$PROG" "$STEP" "$rc" "$cmd" >&2
    exit "$rc"
}
trap on_err ERR


need_root() {
    [ "$(id -u)" -eq 0 ] || die "$1 is needed but requires root (re-run as root)"
}

# PIDs of processes whose command name is exactly $1 (no procps needed).
pids_by_comm() {
    local d c
    for d in /proc/[0-9]*; do
        c=$(cat "$d/comm" 2>/dev/null) || continue
        [ "$c" = "$1" ] && printf '%s\n' "${d#/proc/}"
    done
    return 0
}

proc_alive() {   # running and not a zombie
    local st
    st=$(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) || return 1
    [ -n "$st" ] && [ "$st" != Z ] && [ "$st" != X ]
}

# Stop processes named $1 that are not in the PID list $2 (i.e. started while
# we were installing), with signal $3. Only the top-level ones are signalled
# (e.g. the postmaster, not its children). Never touches pre-existing ones.
stop_new_procs() {
    local name=$1 before=" $2 " sig=$3 pid ppid pcomm _ alive
    local killed=()
    for pid in $(pids_by_comm "$name"); do
        case "$before" in *" $pid "*) continue ;; esac
        proc_alive "$pid" || continue
        ppid=$(awk '/^PPid:/ {print $2}' "/proc/$pid/status" 2>/dev/null) || continue
        pcomm=$(cat "/proc/$ppid/comm" 2>/dev/null || true)
        if [ "$pcomm" = "$name" ]; then continue; fi
        if kill "-$sig" "$pid" 2>/dev/null; then killed+=("$pid"); fi
    done
    if [ ${#killed[@]} -eq 0 ]; then return 0; fi
    log "stopping $name started by package scripts (pid ${killed[*]})"
    for _ in $(seq 1 100); do
        alive=0
        for pid in "${killed[@]}"; do
            if proc_alive "$pid"; then alive=1; fi
        done
        if [ $alive = 0 ]; then return 0; fi
        sleep 0.1
    done
    for pid in "${killed[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    return 0
}

# Packages (of the given list) that are not fully installed.
missing_packages() {
    local st
    st=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "$@" 2>/dev/null || true)
    local p
    for p in "$@"; do
        grep -qx "ii  *$p" <<<"$st" || grep -qx "ii  *$p:[a-z0-9]*" <<<"$st" || printf '%s\n' "$p"
    done
}

APT_UPDATED=0
apt_update_once() {
    [ "$APT_UPDATED" = 1 ] && return 0
    need_root "apt-get update"
    run_logged "apt-get update" apt-get update || die "apt-get update failed (full log: $LOG_FILE)"
    APT_UPDATED=1
}

# Temporary policy-rc.d so postinst scripts do not start services (invoke-rc.d
# honours it; there is no systemd here). Removed again by the EXIT trap.
POLICY_RC_D=/usr/sbin/policy-rc.d
POLICY_RC_D_OURS=0
block_service_starts() {
    [ -e "$POLICY_RC_D" ] && return 0
    printf '#!/bin/sh\n# temporary, by iot-benchrunner %s\nexit 101\n' "$PROG" >"$POLICY_RC_D"
    chmod 755 "$POLICY_RC_D"
    POLICY_RC_D_OURS=1
}

apt_install() {
    need_root "installing $*"
    apt_update_once
    block_service_starts
    local pg_before influx_before rc=0
    pg_before=$(pids_by_comm postgres | tr '\n' ' ')
    influx_before=$(pids_by_comm influxd | tr '\n' ' ')
    run_logged "apt-get install $*" apt-get install -y -q --no-install-recommends \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" || rc=$?
    stop_new_procs postgres "$pg_before" INT
    stop_new_procs influxd "$influx_before" TERM
    if [ "$rc" -ne 0 ]; then
        # e.g. a postinst that failed to (re)start a service: retry configuring once
        log "apt-get install failed (exit $rc); retrying once with dpkg --configure -a"
        rc=0
        run_logged "dpkg --configure -a" dpkg --configure -a || true
        run_logged "apt-get install (retry) $*" apt-get install -y -q --no-install-recommends \
            -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" || rc=$?
        stop_new_procs postgres "$pg_before" INT
        stop_new_procs influxd "$influx_before" TERM
        [ "$rc" -eq 0 ] || die "apt-get install $* failed (full log: $LOG_FILE)"
    fi
}

VERIFY_TMP=
VERIFY_PID=
# Stop the throwaway postmaster (fast shutdown via its postmaster.pid) and reap it.
stop_verify_pg() {
    local pmpid _
    [ -n "$VERIFY_PID" ] || return 0
    pmpid=$(head -n1 "$VERIFY_TMP/data/postmaster.pid" 2>/dev/null || true)
    if [ -n "$pmpid" ]; then kill -INT "$pmpid" 2>/dev/null || true
    else kill -TERM "$VERIFY_PID" 2>/dev/null || true; fi
    for _ in $(seq 1 300); do
        kill -0 "$VERIFY_PID" 2>/dev/null || break
        sleep 0.1
    done
    if kill -0 "$VERIFY_PID" 2>/dev/null; then
        if [ -n "$pmpid" ]; then kill -QUIT "$pmpid" 2>/dev/null || true; fi
        kill -KILL "$VERIFY_PID" 2>/dev/null || true
    fi
    wait "$VERIFY_PID" 2>/dev/null || true
    VERIFY_PID=
    return 0
}
cleanup() {
    trap - ERR
    if [ -n "$VERIFY_TMP" ] && [ -d "$VERIFY_TMP" ]; then
        stop_verify_pg || true
        rm -rf "$VERIFY_TMP"
    fi
    if [ "$POLICY_RC_D_OURS" = 1 ]; then rm -f "$POLICY_RC_D"; fi
    return 0
}
trap cleanup EXIT

as_pg() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}


[ -r /etc/debian_version ] || { STEP=init; die "this script targets Debian 12 (bookworm); /etc/debian_version not found"; }

# ------------------------------------------------- step 1: postgres + tools ---
step_postgres_packages() {
    STEP=postgres
    local missing
    missing=$(missing_packages "${PG_PACKAGES[@]}" | paste -sd ' ')
    if [ -z "${missing// /}" ]; then
        log "skip: PostgreSQL ${PG_MAJOR} server, headers and build tools already installed"
        return 0
    fi
    # shellcheck disable=SC2086
    apt_install $missing
    [ -x "$PG_CONFIG" ] || die "$PG_CONFIG missing after installing postgresql-server-dev-${PG_MAJOR}"
    log "installed: $missing"
}

# --------------------------------------------------- step 2: TimescaleDB ---
tsdb_installed_version() {
    local sharedir pkglibdir ctl v
    [ -x "$PG_CONFIG" ] || return 1
    sharedir=$("$PG_CONFIG" --sharedir) || return 1
    pkglibdir=$("$PG_CONFIG" --pkglibdir) || return 1
    ctl=$sharedir/extension/timescaledb.control
    [ -f "$ctl" ] || return 1
    v=$(sed -n "s/^[[:space:]]*default_version[[:space:]]*=[[:space:]]*'\([^']*\)'.*/\1/p" "$ctl" | head -n1)
    [ -n "$v" ] || return 1
    case "$v" in "$TSDB_VERSION_PREFIX"|"$TSDB_VERSION_PREFIX".*) ;; *) return 1 ;; esac
    [ -f "$pkglibdir/timescaledb.so" ] && [ -f "$pkglibdir/timescaledb-$v.so" ] \
        && [ -f "$sharedir/extension/timescaledb--$v.sql" ] || return 1
    printf '%s\n' "$v"
}

step_timescaledb() {
    STEP=timescaledb
    local v
    if v=$(tsdb_installed_version); then
        log "skip: TimescaleDB $v already installed for PostgreSQL ${PG_MAJOR}"
        return 0
    fi
    need_root "building TimescaleDB"
    [ -x "$PG_CONFIG" ] || die "$PG_CONFIG not found (step postgres must run first)"

    # deb-src-only source for the newer suite (no binary package comes from it)
    local mirror uri key content
    mirror=$(debian_mirror); uri=${mirror%% *}; key=${mirror#* }
    content="# Added by iot-benchrunner scripts/setup-local-servers.sh: source packages only
# (to build TimescaleDB for PostgreSQL ${PG_MAJOR}); nothing binary comes from ${TSDB_SRC_SUITE}.
Types: deb-src
URIs: ${uri}
Suites: ${TSDB_SRC_SUITE}
Components: main
Signed-By: ${key}"
    if [ ! -f "$TRIXIE_SRC_FILE" ] || [ "$(cat "$TRIXIE_SRC_FILE")" != "$content" ]; then
        printf '%s\n' "$content" >"$TRIXIE_SRC_FILE"
        APT_UPDATED=0   # the new source needs an (other) apt-get update
        log "added deb-src source $TRIXIE_SRC_FILE ($uri $TSDB_SRC_SUITE)"
    fi

    # newest timescaledb source version known to apt with the wanted prefix
    # (only the deb-src entries of $TSDB_SRC_SUITE exist unless more were configured)
    src_versions() { apt-cache showsrc timescaledb 2>/dev/null | awk '/^Version:/ {print $2}' | sort -uV || true; }
    local all srcver
    all=$(src_versions)
    if [ "$APT_UPDATED" = 0 ] && ! grep -q "^${TSDB_VERSION_PREFIX//./\\.}[.+~-]" <<<"$all"; then
        apt_update_once
        all=$(src_versions)
    fi
    [ -n "$all" ] || die "no timescaledb source package known to apt after adding $TRIXIE_SRC_FILE (apt-cache showsrc timescaledb)"
    srcver=$(grep "^${TSDB_VERSION_PREFIX//./\\.}[.+~-]" <<<"$all" | tail -n1 || true)
    [ -n "$srcver" ] || die "timescaledb source versions available: $(paste -sd ' ' <<<"$all"); none is ${TSDB_VERSION_PREFIX}.x (set TSDB_VERSION_PREFIX to accept another)"

    rm -rf "$TSDB_WORK_DIR"
    mkdir -p "$TSDB_WORK_DIR"
    fetch_src() {
        (cd "$TSDB_WORK_DIR" && run_logged "apt-get source timescaledb=$srcver" \
            apt-get source -q -o APT::Sandbox::User=root "timescaledb=$srcver")
    }
    if ! fetch_src; then
        # stale package lists (e.g. a newer upload replaced that version)? refresh once
        [ "$APT_UPDATED" = 0 ] || die "apt-get source timescaledb=$srcver failed (full log: $LOG_FILE)"
        log "apt-get source failed with the current package lists; running apt-get update and retrying"
        apt_update_once
        all=$(src_versions)
        srcver=$(grep "^${TSDB_VERSION_PREFIX//./\\.}[.+~-]" <<<"$all" | tail -n1 || true)
        [ -n "$srcver" ] || die "no timescaledb ${TSDB_VERSION_PREFIX}.x source package after apt-get update"
        rm -rf "$TSDB_WORK_DIR"; mkdir -p "$TSDB_WORK_DIR"
        fetch_src || die "apt-get source timescaledb=$srcver failed (full log: $LOG_FILE)"
    fi
    local srcdir
    srcdir=$(find "$TSDB_WORK_DIR" -mindepth 1 -maxdepth 1 -type d -name 'timescaledb-*' | head -n1)
    if [ -z "$srcdir" ] || [ ! -f "$srcdir/CMakeLists.txt" ]; then die "unpacked timescaledb source not found in $TSDB_WORK_DIR"; fi

    local opts=(
        -DCMAKE_BUILD_TYPE=RelWithDebInfo
        -DPG_CONFIG="$PG_CONFIG"
        -DAPACHE_ONLY=ON
        -DREGRESS_CHECKS=OFF
        -DTAP_CHECKS=OFF
        -DWARNINGS_AS_ERRORS=OFF
        -DSEND_TELEMETRY_DEFAULT=OFF
        -DUSE_TELEMETRY=OFF
        -DGENERATE_DOWNGRADE_SCRIPT=OFF
    )
    run_logged "cmake configure (timescaledb $srcver)" cmake -S "$srcdir" -B "$srcdir/build" "${opts[@]}" \
        || die "cmake configure of timescaledb $srcver failed (full log: $LOG_FILE)"
    run_logged "make (timescaledb $srcver)" make -C "$srcdir/build" -j"$(nproc)" \
        || die "compiling timescaledb $srcver failed (full log: $LOG_FILE)"
    run_logged "make install (timescaledb $srcver)" make -C "$srcdir/build" install \
        || die "make install of timescaledb $srcver failed (full log: $LOG_FILE)"
    rm -rf "$srcdir/build"

    v=$(tsdb_installed_version) || die "build finished but timescaledb.control/.so for ${TSDB_VERSION_PREFIX}.x not found in PG ${PG_MAJOR} dirs"
    log "built and installed TimescaleDB $v (Debian ${TSDB_SRC_SUITE} source $srcver, Apache-only) into PostgreSQL ${PG_MAJOR}"
}

# ------------------------------------------------------ step 3: InfluxDB ---
step_influxdb() {
    STEP=influxdb
    if command -v influxd >/dev/null 2>&1; then
        log "skip: influxd already installed ($(command -v influxd))"
        return 0
    fi
    apt_install "${INFLUX_PACKAGES[@]}"
    command -v influxd >/dev/null 2>&1 || die "influxd not found after installing package influxdb"
    log "installed: ${INFLUX_PACKAGES[*]} ($(command -v influxd))"
}

# -------------------------------------------------------- step 4: verify ---
free_port() {
    local p _
    for _ in $(seq 1 50); do
        p=$(( 20000 + (RANDOM * 32768 + RANDOM) % 30000 ))
        # nothing listening if a connect fails
        if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then
            printf '%s\n' "$p"; return 0
        fi
    done
    return 1
}

verify_timescaledb() {
    STEP=verify-timescaledb
    [ -x "$PG_BIN/initdb" ] || die "$PG_BIN/initdb not found"
    if [ "$(id -u)" -eq 0 ]; then
        id postgres >/dev/null 2>&1 || die "user 'postgres' does not exist"
    fi
    VERIFY_TMP=$(mktemp -d /tmp/iot-benchrunner-verify.XXXXXX)
    chmod 700 "$VERIFY_TMP"
    if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$VERIFY_TMP"; fi
    local port out
    port=$(free_port) || die "no free loopback port found"
    ( cd "$VERIFY_TMP" && as_pg "$PG_BIN/initdb" -D "$VERIFY_TMP/data" -U postgres -A trust \
        -E UTF8 --locale=C --no-sync >"$VERIFY_TMP/initdb.log" 2>&1 ) \
        || { tail -n 20 "$VERIFY_TMP/initdb.log" >&2; die "initdb failed"; }
    # The postmaster runs as our child (not daemonized by pg_ctl), so we reap
    # it ourselves and no <defunct> process is left behind for PID 1.
    local runas=()
    if [ "$(id -u)" -eq 0 ]; then runas=(runuser -u postgres --); fi
    ( cd "$VERIFY_TMP" && exec "${runas[@]}" "$PG_BIN/postgres" -D "$VERIFY_TMP/data" \
        -c port="$port" -c listen_addresses=127.0.0.1 -c unix_socket_directories="$VERIFY_TMP" \
        -c shared_preload_libraries=timescaledb -c fsync=off \
        >"$VERIFY_TMP/server.log" 2>&1 </dev/null ) &
    VERIFY_PID=$!
    local ready=0 _
    for _ in $(seq 1 600); do
        if ! kill -0 "$VERIFY_PID" 2>/dev/null; then break; fi
        if "$PG_BIN/pg_isready" -q -h "$VERIFY_TMP" -p "$port" -t 1 >/dev/null 2>&1; then ready=1; break; fi
        sleep 0.1
    done
    if [ "$ready" != 1 ]; then
        tail -n 20 "$VERIFY_TMP/server.log" >&2 || true
        die "starting a throwaway PostgreSQL ${PG_MAJOR} with shared_preload_libraries=timescaledb failed"
    fi
    out=$( cd "$VERIFY_TMP" && as_pg "$PG_BIN/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$VERIFY_TMP" -p "$port" -U postgres -d postgres \
        -c "SET client_min_messages = warning" \
        -c "CREATE EXTENSION timescaledb" \
        -c "CREATE TABLE t (ts timestamptz NOT NULL, v double precision)" \
        -c "SELECT count(*) FROM create_hypertable('t', 'ts')" \
        -c "INSERT INTO t SELECT now() - i * interval '1 hour', i FROM generate_series(1, 100) i" \
        -c "SELECT extversion || ' ' || (SELECT count(*) FROM t) || ' ' || current_setting('server_version_num') FROM pg_extension WHERE extname = 'timescaledb'" 2>&1 ) \
        || { printf '%s\n' "$out" >&2; die "CREATE EXTENSION timescaledb / hypertable test failed"; }
    local last ext rows pgv
    last=$(printf '%s\n' "$out" | tail -n1)
    read -r ext rows pgv <<<"$last"
    [ "$rows" = 100 ] || die "unexpected test output: $out"
    stop_verify_pg || die "stopping the throwaway cluster failed"
    rm -rf "$VERIFY_TMP"; VERIFY_TMP=
    log "ok: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') (server_version_num $pgv) + CREATE EXTENSION timescaledb -> extversion $ext, hypertable insert/select works"
}

verify_influxdb() {
    STEP=verify-influxdb
    local v
    v=$(influxd version 2>&1) || die "'influxd version' failed: $v"
    [ -n "$v" ] || die "'influxd version' printed nothing"
    log "ok: $(command -v influxd): $v"
}

# ------------------------------------------------------------------ main ---
if want_pg; then
    step_postgres_packages
    step_timescaledb
fi
if want_influx; then
    step_influxdb
fi
if [ "$VERIFY" = 1 ]; then
    if want_pg; then verify_timescaledb; fi
    if want_influx; then verify_influxdb; fi
else
    STEP=verify; log "skip: verification (--no-verify)"
fi
STEP=finish
log "all done (${ONLY})"
