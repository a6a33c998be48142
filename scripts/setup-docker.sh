#!/usr/bin/env bash
# setup-docker.sh - give a Debian 12 (bookworm) machine a working Docker engine and the base image the
# harness builds its database images on (debian:bookworm-slim), idempotently, one line per step:
#
#   1. opt-out: --no-docker or IOT_BENCHRUNNER_DOCKER=off -> nothing is done (the harness then uses local servers)
#   2. an engine already answers `docker info`: nothing to install or start
#   3. otherwise (root only): apt-get install docker.io debootstrap docker-compose where missing (no service is
#      started by the packages), then start dockerd in the background, detached from this script
#      (log: /var/log/iot-benchrunner-dockerd.log); stale /var/run/docker.{pid,sock} of a killed daemon are removed
#   4. base image debian:bookworm-slim: present -> skip; else `docker pull`; else (root) built with
#      debootstrap --variant=minbase from the machine's Debian mirror and `docker import`ed
#
# The database images themselves are not built here: the harness builds them from docker/*/Dockerfile on demand.
# Without root an absent engine is reported in one line and the script exits 0 (not an error).
# Output of apt-get, docker pull and debootstrap goes to /var/cache/iot-benchrunner/setup-docker.log.
#
# Usage: setup-docker.sh [--no-docker] [--help]
set -euo pipefail

PROG=$(basename "$0")
BASE_IMAGE=debian:bookworm-slim
SUITE=bookworm
DOCKERD_LOG=/var/log/iot-benchrunner-dockerd.log
DOCKER_PID_FILE=/var/run/docker.pid
CONTAINERD_PID_FILE=/var/run/docker/containerd/containerd.pid
DOCKER_SOCK=/var/run/docker.sock
STATE_DIR=/var/cache/iot-benchrunner
LOG_FILE=${STATE_DIR}/setup-docker.log
# shellcheck source=setup-common.sh
. "$(cd "$(dirname "$0")" && pwd)/setup-common.sh"
START_TIMEOUT=60

usage() {
    sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'
}

OPT_OUT=
for arg in "$@"; do
    case "$arg" in
        --no-docker) OPT_OUT="--no-docker" ;;
        -h|--help) usage; exit 0 ;;
        *) echo "$PROG: ERROR: unknown argument '$arg' (see --help)" >&2; exit 2 ;;
    esac
done
if [ -z "$OPT_OUT" ]; then
    case "$(printf '%s' "${IOT_BENCHRUNNER_DOCKER:-}" | tr '[:upper:]' '[:lower:]')" in
        off|no|false|0) OPT_OUT="IOT_BENCHRUNNER_DOCKER=${IOT_BENCHRUNNER_DOCKER}" ;;
    esac
fi
if [ -n "$OPT_OUT" ]; then
    echo "docker: skip: opted out ($OPT_OUT); the harness uses local servers"
    exit 0
fi

# ----------------------------------------------------------------- helpers ---
export DEBIAN_FRONTEND=noninteractive
say() { printf 'docker: %s\n' "$*"; }
die() { printf 'docker: ERROR: %s\n' "$*" >&2; exit 1; }
is_root() { [ "$(id -u)" -eq 0 ]; }

if ! is_root || ! mkdir -p "$STATE_DIR" 2>/dev/null; then
    LOG_FILE=${XDG_CACHE_HOME:-$HOME/.cache}/iot-benchrunner/setup-docker.log
fi


# PIDs of live (non-zombie) processes whose command name is exactly $1 (no procps needed).
pids_by_comm() {
    local d c st
    for d in /proc/[0-9]*; do
        c=$(cat "$d/comm" 2>/dev/null) || continue
        [ "$c" = "$1" ] || continue
        st=$(awk '{print $3}' "$d/stat" 2>/dev/null) || continue
        case "$st" in Z|X|'') continue ;; esac
        printf '%s\n' "${d#/proc/}"
    done
    return 0
}

# "VERSION DRIVER CGROUP" of the answering engine, or failure.
engine_facts() {
    command -v docker >/dev/null 2>&1 || return 1
    timeout 10 docker info --format '{{.ServerVersion}} {{.Driver}} {{.CgroupVersion}}' 2>/dev/null
}
describe_engine() {   # VERSION DRIVER CGROUP -> "Docker X, storage driver Y, cgroup vN"
    local cg="v${3:-?}"
    [ -n "${3:-}" ] || cg="v?"
    printf 'Docker %s, storage driver %s, cgroup %s' "$1" "${2:-?}" "$cg"
}

# Temporary policy-rc.d so that package scripts start no service (invoke-rc.d honours it).
POLICY_RC_D=/usr/sbin/policy-rc.d
POLICY_RC_D_OURS=0
ROOTFS=
cleanup() {
    if [ "$POLICY_RC_D_OURS" = 1 ]; then rm -f "$POLICY_RC_D"; fi
    if [ -n "$ROOTFS" ] && [ -d "$ROOTFS" ]; then remove_rootfs "$ROOTFS" || true; fi
    return 0
}
trap cleanup EXIT

APT_UPDATED=0
apt_install() {   # PACKAGE...
    if [ "$APT_UPDATED" = 0 ]; then
        run_logged "apt-get update" apt-get update || die "apt-get update failed (full log: $LOG_FILE)"
        APT_UPDATED=1
    fi
    if [ ! -e "$POLICY_RC_D" ]; then
        printf '#!/bin/sh\n# temporary, by iot-benchrunner %s\nexit 101\n' "$PROG" >"$POLICY_RC_D"
        chmod 755 "$POLICY_RC_D"
        POLICY_RC_D_OURS=1
    fi
    run_logged "apt-get install $*" apt-get install -y -q --no-install-recommends \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "$@" \
        || die "apt-get install $* failed (full log: $LOG_FILE)"
    if [ "$POLICY_RC_D_OURS" = 1 ]; then rm -f "$POLICY_RC_D"; POLICY_RC_D_OURS=0; fi
}


# URI of the bookworm-security archive from apt's sources, default deb.debian.org's.
security_mirror() {
    local uri=""
    uri=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '
        function flush() { if (suite ~ /(^| )bookworm-security( |$)/ && uris != "" && !done) { print uris; done=1 } suite=""; uris="" }
        /^[ \t]*$/ { flush(); next }
        tolower($1) == "uris:"   { uris=$2 }
        tolower($1) == "suites:" { $1=""; suite=$0 " " }
        END { flush() }') || true
    if [ -z "$uri" ] && [ -f /etc/apt/sources.list ]; then
        uri=$(awk '$1=="deb" && $0 ~ / bookworm-security / { for (i=2;i<=NF;i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' /etc/apt/sources.list) || true
    fi
    printf '%s\n' "${uri:-http://deb.debian.org/debian-security}"
}

# Unmount anything debootstrap left mounted below $1 (e.g. proc after an interruption), then delete it.
remove_rootfs() {
    local dir=$1 m
    while IFS= read -r m; do
        umount -l "$m" 2>/dev/null || true
    done < <(awk -v d="$dir/" 'index($2, d) == 1 { print $2 }' /proc/mounts | sort -r)
    rm -rf --one-file-system "$dir"
}

# ------------------------------------------------------ step 2: the engine ---
ensure_engine() {
    local facts
    if facts=$(engine_facts) && [ -n "$facts" ]; then
        # shellcheck disable=SC2086
        say "skip: engine answers ($(describe_engine $facts))"
        return 0
    fi

    # --------------------------------------- step 3: install and start ---
    if ! is_root; then
        local why="no Docker engine answers"
        command -v docker >/dev/null 2>&1 || why="Docker is not installed"
        if [ -S "$DOCKER_SOCK" ] && [ ! -w "$DOCKER_SOCK" ]; then
            why="no Docker engine answers for $(id -un) ($DOCKER_SOCK is not writable: not in group docker?)"
        fi
        say "skip: $why; installing or starting it needs root (re-run as root); the harness uses local servers"
        exit 0
    fi

    local missing=()
    # docker.io carries the CLI too: an engine behind a mounted socket needs only that
    if ! command -v dockerd >/dev/null 2>&1 || ! command -v docker >/dev/null 2>&1; then missing+=(docker.io); fi
    command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
    command -v docker-compose >/dev/null 2>&1 || missing+=(docker-compose)
    if [ ${#missing[@]} -gt 0 ]; then
        apt_install "${missing[@]}"
        command -v dockerd >/dev/null 2>&1 || die "dockerd not found after installing ${missing[*]}"
        say "installed: ${missing[*]}"
    else
        say "skip: dockerd, debootstrap and docker-compose already installed"
    fi

    # an engine that answers on a socket made elsewhere (the host's, mounted into a dev container or CI job)
    if facts=$(engine_facts) && [ -n "$facts" ]; then
        # shellcheck disable=SC2086
        say "engine answers at $DOCKER_SOCK ($(describe_engine $facts)); no dockerd started here"
        return 0
    fi

    local running pid
    running=$(pids_by_comm dockerd | paste -sd ' ')
    if [ -n "$running" ]; then
        say "dockerd is running (pid $running) but does not answer yet; waiting up to ${START_TIMEOUT}s"
    else
        if [ -e "$DOCKER_PID_FILE" ] || [ -e "$DOCKER_SOCK" ]; then
            pid=$(cat "$DOCKER_PID_FILE" 2>/dev/null || true)
            # no dockerd runs here and nothing answers on the socket, so whatever the files name is stale
            rm -f "$DOCKER_PID_FILE" "$DOCKER_SOCK" 2>/dev/null \
                || die "no engine answers on $DOCKER_SOCK, and it cannot be removed to start one here (mounted from outside? start the engine behind it, or unmount it)"
            say "removed stale $DOCKER_PID_FILE${pid:+ (pid $pid, no live dockerd)} and $DOCKER_SOCK"
        fi
        # dockerd's own containerd leaves its pid file behind when killed with it; a later dockerd that finds the pid
        # reused by another process takes it for a live containerd and waits for its socket until it gives up
        if [ -e "$CONTAINERD_PID_FILE" ] && [ -z "$(pids_by_comm containerd | paste -sd ' ')" ]; then
            rm -f "$CONTAINERD_PID_FILE" && say "removed stale $CONTAINERD_PID_FILE (no live containerd)"
        fi
        mkdir -p "$(dirname "$DOCKERD_LOG")"
        printf '\n===== %s started by %s\n' "$(date '+%F %T')" "$PROG" >>"$DOCKERD_LOG"
        # own session, no terminal, no inherited stdin/stdout: survives this script and its shell
        setsid -f nohup dockerd >>"$DOCKERD_LOG" 2>&1 </dev/null
    fi

    local start=$SECONDS seen_daemon=0
    while :; do
        if facts=$(engine_facts) && [ -n "$facts" ]; then break; fi
        if [ -n "$(pids_by_comm dockerd)" ]; then seen_daemon=1
        elif [ "$seen_daemon" = 1 ] || [ $((SECONDS - start)) -ge 5 ]; then
            printf -- '---- dockerd exited; last lines of %s ----\n' "$DOCKERD_LOG" >&2
            tail -n 25 "$DOCKERD_LOG" >&2 || true
            die "dockerd did not start (log: $DOCKERD_LOG)"
        fi
        if [ $((SECONDS - start)) -ge "$START_TIMEOUT" ]; then
            printf -- '---- last lines of %s ----\n' "$DOCKERD_LOG" >&2
            tail -n 25 "$DOCKERD_LOG" >&2 || true
            die "dockerd did not answer 'docker info' within ${START_TIMEOUT}s (log: $DOCKERD_LOG)"
        fi
        sleep 1
    done
    # shellcheck disable=SC2086
    say "started dockerd ($(describe_engine $facts)) in $((SECONDS - start))s; log: $DOCKERD_LOG"
}

# -------------------------------------------------- step 4: the base image ---
ensure_base_image() {
    local id size
    if id=$(docker image inspect --format '{{.Id}} {{.Size}}' "$BASE_IMAGE" 2>/dev/null); then
        size=${id#* }; id=${id%% *}; id=${id#sha256:}
        say "skip: base image $BASE_IMAGE present (${id:0:12}, $((size / 1000000)) MB)"
        return 0
    fi
    if run_logged "docker pull $BASE_IMAGE" timeout 60 docker pull "$BASE_IMAGE" 2>/dev/null; then
        say "pulled base image $BASE_IMAGE"
        return 0
    fi
    if ! is_root; then
        say "skip: base image $BASE_IMAGE missing and 'docker pull' failed; building it with debootstrap needs root (re-run as root)"
        return 0
    fi
    command -v debootstrap >/dev/null 2>&1 || apt_install debootstrap

    local mirror uri key securi t0=$SECONDS
    mirror=$(debian_mirror); uri=${mirror%% *}; key=${mirror#* }
    securi=$(security_mirror)
    say "'docker pull $BASE_IMAGE' failed; building it with debootstrap --variant=minbase $SUITE from $uri"
    ROOTFS=$(mktemp -d /var/tmp/iot-benchrunner-rootfs.XXXXXX)
    local keyopt=()
    [ -f "$key" ] && keyopt=(--keyring="$key")
    run_logged "debootstrap $SUITE" debootstrap --variant=minbase "${keyopt[@]}" "$SUITE" "$ROOTFS" "$uri" \
        || die "debootstrap failed (full log: $LOG_FILE)"

    # like Debian's official image: deb822 sources with updates and security, no package lists or caches
    # in the image, and dpkg leaves out documentation and translations ("slim")
    rm -f "$ROOTFS/etc/apt/sources.list"
    cat >"$ROOTFS/etc/apt/sources.list.d/debian.sources" <<EOF
Types: deb
URIs: $uri
Suites: $SUITE $SUITE-updates
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg

Types: deb
URIs: $securi
Suites: $SUITE-security
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
EOF
    cat >"$ROOTFS/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
    printf 'APT::Install-Recommends "false";\n' >"$ROOTFS/etc/apt/apt.conf.d/docker-no-recommends"
    mkdir -p "$ROOTFS/etc/dpkg/dpkg.cfg.d"
    cat >"$ROOTFS/etc/dpkg/dpkg.cfg.d/docker-slim" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/lintian/*
EOF
    rm -rf "$ROOTFS"/var/lib/apt/lists/* "$ROOTFS"/var/cache/apt/*.bin "$ROOTFS"/var/cache/apt/archives/*.deb \
        "$ROOTFS"/var/log/*.log "$ROOTFS"/var/log/apt/* "$ROOTFS"/tmp/* 2>/dev/null || true
    find "$ROOTFS/usr/share/doc" -mindepth 1 -not -name copyright -not -type d -delete 2>/dev/null || true
    find "$ROOTFS/usr/share/doc" -mindepth 1 -type d -empty -delete 2>/dev/null || true
    # man pages go, their folders stay (some postinst scripts register alternatives for pages in man1)
    find "$ROOTFS/usr/share/man" "$ROOTFS/usr/share/info" -mindepth 1 -not -type d -delete 2>/dev/null || true
    find "$ROOTFS/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} + 2>/dev/null || true
    : >"$ROOTFS/etc/hostname"

    local ver
    ver=$(cat "$ROOTFS/etc/debian_version" 2>/dev/null || echo "$SUITE")
    tar -C "$ROOTFS" --numeric-owner -c . \
        | docker import --change 'CMD ["bash"]' \
            --message "debootstrap --variant=minbase $SUITE $uri (iot-benchrunner scripts/setup-docker.sh)" \
            - "$BASE_IMAGE" >>"$LOG_FILE" 2>&1 \
        || die "docker import of the debootstrap tree failed (log: $LOG_FILE)"
    remove_rootfs "$ROOTFS"; ROOTFS=
    size=$(docker image inspect --format '{{.Size}}' "$BASE_IMAGE")
    say "built base image $BASE_IMAGE (Debian $ver, $((size / 1000000)) MB) with debootstrap in $((SECONDS - t0))s"
}

# ------------------------------------------------------------------ main ---
ensure_engine
ensure_base_image
