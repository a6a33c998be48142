#!/usr/bin/env bash
# install-local-server.sh - installs what the harness's private TimescaleDB servers run on (it never uses system
# services), for scripts/setup.sh (bench-timescaledb/setup/databases):
#
#   * PostgreSQL 15 server + server headers + build tools   (Debian bookworm)
#   * TimescaleDB 2.19 for PG 15, built from Debian trixie's timescaledb
#     SOURCE package (Apache-2 part only) and installed into PG 15's dirs
#
# Target: a fresh Debian 12 (bookworm) machine, run as root. Only apt is used to download anything. Idempotent:
# every step checks first and is skipped when already done, so a second run takes a second or two. No server is
# left running: package postinst scripts are prevented from starting services (temporary /usr/sbin/policy-rc.d)
# and any server process that appears during an install is stopped again.
#
# Usage: see --help.
set -Eeuo pipefail

PROG=$(basename "$0")
module="$(cd "$(dirname "$0")/.." && pwd)"

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
LOG_FILE=${STATE_DIR}/setup-timescaledb.log
SERVER_PROCESSES="postgres:INT"
# shellcheck source=../../scripts/setup-common.sh
. "$module/../scripts/setup-common.sh"

PG_PACKAGES=(
    "postgresql-${PG_MAJOR}"
    "postgresql-server-dev-${PG_MAJOR}"
    # build tools for TimescaleDB (step 2) and for `apt-get source`
    cmake make gcc libc6-dev libssl-dev dpkg-dev xz-utils
)

# ----------------------------------------------------------------- options ---
usage() {
    cat <<EOF
Usage: $PROG [--no-verify] [--help]

Idempotently installs (as root, Debian 12 bookworm, via apt only): postgresql-${PG_MAJOR},
postgresql-server-dev-${PG_MAJOR}, build tools, and TimescaleDB ${TSDB_VERSION_PREFIX}.x built from Debian
${TSDB_SRC_SUITE}'s timescaledb source package (a deb-src-only ${TSDB_SRC_SUITE} source is added in
${TRIXIE_SRC_FILE}). No server is left running; the benchmark harness starts its own private ones.

Options:
  --no-verify   skip the final check (throwaway PG cluster with CREATE EXTENSION timescaledb)
  -h, --help    show this help

Environment: TSDB_VERSION_PREFIX (default 2.19), TSDB_SRC_SUITE (default trixie).
Command output of apt/cmake/make goes to ${LOG_FILE}.
EOF
}

VERIFY=1
while [ $# -gt 0 ]; do
    case "$1" in
        -h|--help) usage; exit 0 ;;
        --no-verify) VERIFY=0 ;;
        *) echo "$PROG: ERROR [args]: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done

STEP=init
trap on_err ERR

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
    restore_service_starts
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
    content="# Added by iot-benchrunner bench-timescaledb/setup/install-local-server.sh: source packages only
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

# -------------------------------------------------------- step 3: verify ---
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

# ------------------------------------------------------------------ main ---
step_postgres_packages
step_timescaledb
if [ "$VERIFY" = 1 ]; then
    verify_timescaledb
else
    STEP=verify; log "skip: verification (--no-verify)"
fi
STEP=finish
log "all done (postgres)"
