# Sourced by the set-up scripts: logged commands and the Debian mirror this machine's apt uses.
# shellcheck shell=bash

# run DESC CMD...: CMD's output goes to $LOG_FILE (a [$STEP] tag when the caller sets STEP); on failure the log
# tail is shown and the status returned (callers decide: `run_logged ... || die ...`).
run_logged() {
    local desc=$1 rc=0; shift
    mkdir -p "$(dirname "$LOG_FILE")"
    printf '\n===== %s %s%s\n$ %s\n' "$(date '+%F %T')" "${STEP:+[$STEP] }" "$desc" "$*" >>"$LOG_FILE"
    "$@" >>"$LOG_FILE" 2>&1 </dev/null || rc=$?
    if [ "$rc" -ne 0 ]; then
        printf -- '---- %s failed (exit %s); last lines of %s ----\n' "$desc" "$rc" "$LOG_FILE" >&2
        tail -n 25 "$LOG_FILE" >&2 || true
        printf -- '----\n' >&2
    fi
    return "$rc"
}

# "URI KEYRING" of the bookworm main archive, from apt's sources (deb822 or sources.list); sources the
# set-up added itself (iot-benchrunner-*) are not the archive. Defaults: deb.debian.org, Debian's keyring.
debian_mirror() {
    local uri="" key="" f
    for f in /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        case "$f" in */iot-benchrunner-*) continue ;; esac
        read -r uri key < <(awk '
            function flush() { if (suite ~ /(^| )bookworm( |$)/ && uris !~ /security/ && uris != "" && !done) { print uris, (key == "" ? "-" : key); done=1 } suite=""; uris=""; key="" }
            /^[ \t]*$/ { flush(); next }
            tolower($1) == "uris:"      { uris=$2 }
            tolower($1) == "suites:"    { $1=""; suite=$0 " " }
            tolower($1) == "signed-by:" { key=$2 }
            END { flush() }' "$f") || true
        [ -n "$uri" ] && break
    done
    if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
        uri=$(awk '$1=="deb" && $0 ~ / bookworm / && $0 !~ /security/ { for (i=2;i<=NF;i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' /etc/apt/sources.list) || true
    fi
    [ -n "$uri" ] || uri=http://deb.debian.org/debian
    if [ -z "$key" ] || [ "$key" = - ]; then key=/usr/share/keyrings/debian-archive-keyring.gpg; fi
    printf '%s %s\n' "$uri" "$key"
}

# ---- for a module's install step (bench-*/setup/): apt without starting services, steps named in errors ----
# The caller sets PROG, STEP (the step under way), LOG_FILE, and SERVER_PROCESSES ("NAME:SIGNAL ...": servers a
# package's postinst may start, stopped again after each apt_install), then `trap on_err ERR` and
# `trap restore_service_starts EXIT` (or its own EXIT trap calling it).
export DEBIAN_FRONTEND=noninteractive
log() { printf '[%s] %s\n' "${STEP:-}" "$*"; }
die() { printf '%s: ERROR [%s]: %s\n' "$PROG" "${STEP:-}" "$*" >&2; exit 1; }
on_err() {
    local rc=$? cmd=$BASH_COMMAND
    trap - ERR
    printf '%s: ERROR [%s]: command failed (exit %s): %s\n' "$PROG" "${STEP:-}" "$rc" "$cmd" >&2
    exit "$rc"
}
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

# Stop processes named $1 that are not in the PID list $2 (i.e. started while we were installing), with signal $3.
# Only the top-level ones are signalled (e.g. the postmaster, not its children). Never touches pre-existing ones.
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
    local st p
    st=$(dpkg-query -W -f='${db:Status-Abbrev} ${Package}\n' "$@" 2>/dev/null || true)
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

# Temporary policy-rc.d so postinst scripts do not start services (invoke-rc.d honours it; there is no systemd
# here). Removed again by restore_service_starts.
POLICY_RC_D=/usr/sbin/policy-rc.d
POLICY_RC_D_OURS=0
block_service_starts() {
    [ -e "$POLICY_RC_D" ] && return 0
    printf '#!/bin/sh\n# temporary, by iot-benchrunner %s\nexit 101\n' "$PROG" >"$POLICY_RC_D"
    chmod 755 "$POLICY_RC_D"
    POLICY_RC_D_OURS=1
}
restore_service_starts() {
    if [ "$POLICY_RC_D_OURS" = 1 ]; then rm -f "$POLICY_RC_D"; POLICY_RC_D_OURS=0; fi
    return 0
}

# apt-get install PKG... with no service started, stopping the SERVER_PROCESSES a package started anyway; retried
# once after `dpkg --configure -a` (a postinst that failed to (re)start a service).
apt_install() {
    need_root "installing $*"
    apt_update_once
    block_service_starts
    local server before=() rc=0
    for server in ${SERVER_PROCESSES:-}; do before+=("$(pids_by_comm "${server%%:*}" | tr '\n' ' ')"); done
    run_logged "apt-get install $*" apt-get install -y -q --no-install-recommends \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" || rc=$?
    stop_servers_started_since ${before[@]+"${before[@]}"}
    if [ "$rc" -ne 0 ]; then
        log "apt-get install failed (exit $rc); retrying once with dpkg --configure -a"
        rc=0
        run_logged "dpkg --configure -a" dpkg --configure -a || true
        run_logged "apt-get install (retry) $*" apt-get install -y -q --no-install-recommends \
            -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" || rc=$?
        stop_servers_started_since ${before[@]+"${before[@]}"}
        [ "$rc" -eq 0 ] || die "apt-get install $* failed (full log: $LOG_FILE)"
    fi
}
stop_servers_started_since() { # BEFORE... (one PID list per SERVER_PROCESSES entry)
    local server i=1
    for server in ${SERVER_PROCESSES:-}; do
        stop_new_procs "${server%%:*}" "${!i:-}" "${server#*:}"
        i=$((i + 1))
    done
}
