#!/usr/bin/env bash
# setup.sh - installs what iot-benchrunner needs on a Debian 12 machine, idempotently, one line per step.
#
#   setup.sh                   everything `scripts/test` needs: the build tools, a Docker engine and the base image of
#                              the database images, every database's local server and what its image is built from,
#                              and Chromium for the report's browser test
#   setup.sh --for DB[,DB...]  the build tools, the fonts the report's charts are drawn with, a Docker engine and the
#                              base image, and what those databases need (`all`: every one; `none`: no database),
#                              for the way the harness will run them: --mode container, --mode local, or --mode auto
#                              (the default: container where an engine answers, else local)
#
# Options: --list prints the databases it knows; --no-docker (or IOT_BENCHRUNNER_DOCKER=off) leaves Docker out; --no-verify skips the local servers' checks.
# Each database is one module: bench-*/setup/databases names its databases, when each one's install step runs
# (local: for a local server; both: for its container too, whose image is built from what the step installs;
# none) and the step, a script beside it, e.g. bench-timescaledb/setup/install-local-server.sh (PostgreSQL 15 +
# TimescaleDB 2.19), bench-influxdb/setup/install-influxdb2.sh (influxd 2.7.11 built from the Go module proxy),
# bench-iotdb/setup/install-local-server.sh (IoTDB 2.0.1-beta assembled from Maven Central, unless IOTDB_HOME).
# Modules come in the root pom's order, then any other with a setup/databases.
# A failed step stops the set-up with its name and exit 1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"

usage() { awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$0"; }
fail() { echo "setup: ERROR [$1]: ${2:-the step failed (its output is above)}" >&2; exit 1; }
bad_arg() { echo "setup: $1 (see --help)" >&2; exit 2; }

for_dbs=""
list=""
mode=auto
docker_args=()
local_args=()
while [ $# -gt 0 ]; do
  case "$1" in
    -h|--help) usage; exit 0 ;;
    --list) list=1 ;;
    --for) [ $# -ge 2 ] || bad_arg "--for needs a value: DB[,DB...], all or none"; for_dbs=$2; shift ;;
    --for=*) for_dbs=${1#--for=} ;;
    --mode) [ $# -ge 2 ] || bad_arg "--mode needs a value: auto, container or local"; mode=$2; shift ;;
    --mode=*) mode=${1#--mode=} ;;
    --no-docker) docker_args=(--no-docker) ;;
    --no-verify) local_args+=(--no-verify) ;;
    *) bad_arg "unknown argument '$1'" ;;
  esac
  shift
done
case "$mode" in auto|container|local) ;; *) bad_arg "--mode '$mode' is not one of auto, container, local" ;; esac

# The modules with a set-up, in the root pom's module order, then any other bench-*/setup/databases.
setup_modules() {
  local m
  { sed -n 's:.*<module>\(bench-[^<]*\)</module>.*:\1:p' "$root/pom.xml"
    for m in "$root"/bench-*/setup/databases; do basename "$(dirname "$(dirname "$m")")"; done
  } | awk '!seen[$0]++' | while read -r m; do
    [ -f "$root/$m/setup/databases" ] && echo "$m"
  done
  return 0
}

# One line per database: MODULE ID WHEN SCRIPT WHAT (WHAT to the end of the line).
database_lines() {
  local m id when script what
  for m in $(setup_modules); do
    while read -r id when script what; do
      case "$id" in ''|'#'*) continue ;; esac
      printf '%s %s %s %s %s\n' "$m" "$id" "$when" "$script" "$what"
    done <"$root/$m/setup/databases"
  done
}

known_dbs() {
  database_lines | awk '{print $2}'
}

# --------------------------------------------------------------- base tools ---
base_tools() {
  local need_apt=()
  if ! { command -v java >/dev/null 2>&1 && java -version 2>&1 | grep -Eq 'version "(1[7-9]|[2-9][0-9])'; }; then
    need_apt+=(openjdk-17-jdk-headless)
  fi
  command -v mvn >/dev/null 2>&1 || need_apt+=(maven)
  # the report draws its charts with Java2D, which needs fontconfig and a font
  dpkg -s fontconfig >/dev/null 2>&1 || need_apt+=(fontconfig)
  dpkg -s fonts-dejavu-core >/dev/null 2>&1 || need_apt+=(fonts-dejavu-core)
  if [ ${#need_apt[@]} -eq 0 ]; then
    echo "setup: skip: java 17+, maven and the report's fonts present"
    return 0
  fi
  [ "$(id -u)" -eq 0 ] || fail base-tools "${need_apt[*]} missing; run this script as root to install them"
  echo "setup: installing ${need_apt[*]}"
  export DEBIAN_FRONTEND=noninteractive
  # a minimal Debian leaves out man pages, whose folders some postinst scripts (the JDK's) need
  mkdir -p /usr/share/man/man1
  apt-get update -qq || fail base-tools "apt-get update failed"
  apt-get install -y -qq --no-install-recommends "${need_apt[@]}" ca-certificates >/dev/null \
    || fail base-tools "apt-get install ${need_apt[*]} failed"
}

docker_engine() {
  # Without an engine the harness still runs on local servers; under CI=true the container tests need one.
  if "$here/setup-docker.sh" ${docker_args[@]+"${docker_args[@]}"}; then
    return 0
  fi
  [ "${CI:-}" != true ] || fail docker "no Docker engine, which CI needs (container integration tests)"
  echo "setup: continuing without a Docker engine: the harness will use local servers"
}

engine_answers() {
  [ ${#docker_args[@]} -eq 0 ] || return 1
  case "$(printf '%s' "${IOT_BENCHRUNNER_DOCKER:-}" | tr '[:upper:]' '[:lower:]')" in off|no|false|0) return 1 ;; esac
  command -v docker >/dev/null 2>&1 && timeout 10 docker info >/dev/null 2>&1
}

# ------------------------------------------------------------ per database ---
run_step() { # NAME COMMAND...
  echo "setup: $1"
  "${@:2}" || fail "$1"
}

database_step() { # DB MODE(container|local|all)
  local db=$1 how=$2 m id when script what
  read -r m id when script what < <(database_lines | awk -v db="$db" '$2 == db' | head -n 1) || return 0
  case "$when:$how" in
    none:*|local:container) return 0 ;;
  esac
  [ -f "$root/$m/setup/$script" ] || fail "$db" "$m/setup/databases names $script, which is missing"
  run_step "$db: $what" bash "$root/$m/setup/$script" ${local_args[@]+"${local_args[@]}"}
}

report_tools() {
  run_step "report tools: Chromium for the report's browser test" "$here/setup-report-tools.sh"
}

# -------------------------------------------------------------------- main ---
if [ -n "$list" ]; then known_dbs; exit 0; fi
base_tools
docker_engine
if [ -z "$for_dbs" ]; then
  report_tools
  for db in $(known_dbs); do
    database_step "$db" all
  done
  exit 0
fi

dbs=()
case "$for_dbs" in
  none) ;;
  all) mapfile -t dbs < <(known_dbs) ;;
  *) IFS=, read -r -a dbs <<<"$for_dbs"
     known=" $(known_dbs | paste -sd ' ') "
     for db in "${dbs[@]}"; do
       case "$known" in *" $db "*) ;; *) bad_arg "--for: unknown database '$db'; known:$known" ;; esac
     done ;;
esac
if [ "$mode" = auto ]; then
  if engine_answers; then mode=container; else mode=local; fi
fi
for db in ${dbs[@]+"${dbs[@]}"}; do
  database_step "$db" "$mode"
done
