#!/usr/bin/env bash
# assemble-jars.sh [--or ALTERNATIVE] ID NAME VERSION POM JAR...
# Assembles a JVM server's jars from Maven Central, idempotently and as the harness does (bench-core's JarAssembly):
# POM resolved by `mvn dependency:copy-dependencies`, once, into
# ${XDG_CACHE_HOME:-~/.cache}/iot-benchrunner/ID/VERSION/lib through a folder of its own that is renamed to lib/ only
# when complete; the JARs (file names) prove it complete.
# Messages start with setup-ID; ALTERNATIVE ("give IOTDB_HOME=...") is what the user may do instead of assembling.
# A failed or slow (over 15 min) mvn warns and exits 0 so that the other databases' set-up goes on, except under
# CI=true, where every database is required.
set -euo pipefail

alternative=
if [ "${1:-}" = --or ]; then
  alternative=${2:?"assemble-jars.sh: --or needs a value (what the user may do instead)"}
  shift 2
fi
if [ "$#" -lt 5 ]; then
  echo "assemble-jars.sh: arguments '$*': expected [--or ALTERNATIVE] ID NAME VERSION POM JAR..." >&2
  exit 2
fi
id=$1 name=$2 version=$3 pom=$4
shift 4
jars=("$@")
tag="setup-$id"
[ -f "$pom" ] || { echo "$tag: POM=$pom: no such file (the module's assembly pom)" >&2; exit 2; }

cache="${XDG_CACHE_HOME:-$HOME/.cache}/iot-benchrunner/$id"
root="$cache/$version"
log="$cache/$version-assembly.log"
timeout_s=900

complete() { # DIR: every required jar is in DIR
  local jar
  for jar in "${jars[@]}"; do [ -f "$1/$jar" ] || return 1; done
}

if complete "$root/lib"; then
  echo "$tag: skip: $name $version already assembled in $root/lib"
  exit 0
fi
if ! command -v mvn > /dev/null; then
  echo "$tag: mvn is missing: run scripts/setup.sh (it installs Maven)${alternative:+ or $alternative}" >&2
  exit 1
fi

mkdir -p "$cache"
partial="$cache/$version.partial-$$"
trap 'rm -rf "$partial"' EXIT
rm -rf "$partial"
mkdir -p "$partial"
cp "$pom" "$partial/pom.xml"
echo "$tag: assembling $name $version from Maven Central into $root/lib (log $log) ..."
started=$SECONDS
if ! timeout "$timeout_s" mvn -q -B -Dstyle.color=never -f "$partial/pom.xml" dependency:copy-dependencies \
    -DoutputDirectory="$partial/lib" > "$log" 2>&1; then
  # the other databases' set-up goes on: this database's runs try again (and say why they cannot run)
  echo "$tag: warning: assembling $name $version failed or took over $timeout_s s: $(grep -v '^\s*$' "$log" \
    | tail -n 1); see $log${alternative:+ (or $alternative)}" >&2
  # under CI every database is required
  [ "${CI:-}" != true ] || exit 1
  exit 0
fi
if ! complete "$partial/lib"; then
  echo "$tag: mvn finished without ${jars[*]}; see $log" >&2
  exit 1
fi
mkdir -p "$root"
if ! mv -T "$partial/lib" "$root/lib" 2> /dev/null; then
  echo "$tag: $root/lib appeared meanwhile (another assembly); keeping it"
fi
echo "$tag: assembled $(ls "$root/lib" | wc -l) jars in $((SECONDS - started)) s into $root/lib"
