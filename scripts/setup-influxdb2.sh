#!/usr/bin/env bash
# setup-influxdb2.sh - builds InfluxDB 2.x's server (influxd 2.7.11) from the Go module proxy, since no package
# registry here carries a binary or an image of it. Flux, which influxd links, is a Rust library: cargo builds it
# from crates.io through InfluxData's pkg-config wrapper. The result is one binary, used by the local provider
# (--provider local --db influxdb) and copied into the image docker/influxdb2 builds.
#
#   INFLUXDB2_HOME   where influxd goes (default /opt/iot-benchrunner/influxdb-2.7.11)
#
# Needs go and cargo (rustup's stable toolchain) and pkg-config; idempotent (a re-run takes a second). Under
# CI=true a failure is an error; otherwise the set-up goes on without InfluxDB 2.x and says so.
set -Eeuo pipefail

VERSION=2.7.11
PKG_CONFIG_WRAPPER_VERSION=v0.2.14
HOME_DIR=${INFLUXDB2_HOME:-/opt/iot-benchrunner/influxdb-${VERSION}}
STATE_DIR=/var/cache/iot-benchrunner
LOG_FILE=${STATE_DIR}/setup-influxdb2.log
WORK=${STATE_DIR}/influxdb2-build
# shellcheck source=setup-common.sh
. "$(cd "$(dirname "$0")" && pwd)/setup-common.sh"

say() { echo "setup-influxdb2: $*"; }
give_up() {
    say "$*"
    say "InfluxDB 2.x runs and tests will be skipped (see $LOG_FILE)"
    [ "${CI:-}" != true ] || exit 1
    exit 0
}

if [ -x "$HOME_DIR/influxd" ] && "$HOME_DIR/influxd" version 2>/dev/null | grep -q "InfluxDB v$VERSION"; then
    say "skip: $HOME_DIR/influxd is InfluxDB $VERSION"
    exit 0
fi
for tool in go cargo; do
    command -v "$tool" >/dev/null 2>&1 || give_up "no $tool on this machine: it builds influxd $VERSION"
done
if ! command -v pkg-config >/dev/null 2>&1; then
    run_logged "apt-get install pkg-config" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pkg-config \
        || give_up "pkg-config could not be installed"
fi

mkdir -p "$WORK/bin" "$HOME_DIR"
export GOFLAGS=-mod=mod GOBIN="$WORK/bin"
# Flux pins an old Rust toolchain that rustup cannot download here, and denies warnings newer compilers raise
# (also in its build-script dependencies, which RUSTFLAGS does not reach under --target): build with stable and
# lints capped at warnings.
cat >"$WORK/bin/rustc-cap-lints" <<'WRAP'
#!/bin/sh
case " $* " in *" --cap-lints "*) exec "$@" ;; esac
exec "$@" --cap-lints warn
WRAP
cat >"$WORK/bin/cargo" <<WRAP
#!/bin/sh
export RUSTUP_TOOLCHAIN=stable RUSTC_WRAPPER="$WORK/bin/rustc-cap-lints"
exec "$(command -v cargo)" "\$@"
WRAP
chmod +x "$WORK/bin/rustc-cap-lints" "$WORK/bin/cargo"

say "building influxd $VERSION from the Go module proxy (flux with cargo; about 5-10 minutes the first time)"
run_logged "go install pkg-config wrapper" go install "github.com/influxdata/pkg-config@$PKG_CONFIG_WRAPPER_VERSION" \
    || give_up "InfluxData's pkg-config wrapper could not be built"
run_logged "go mod download influxdb" go mod download "github.com/influxdata/influxdb/v2@v$VERSION" \
    || give_up "github.com/influxdata/influxdb/v2@v$VERSION is not on the Go module proxy"
src=$(go env GOMODCACHE)/github.com/influxdata/influxdb/v2@v$VERSION
rm -rf "$WORK/src" && cp -r "$src" "$WORK/src" && chmod -R u+w "$WORK/src"
started=$(date +%s)
( cd "$WORK/src" && PKG_CONFIG="$WORK/bin/pkg-config" CARGO="$WORK/bin/cargo" run_logged "go build influxd" \
    go build -ldflags "-X main.version=v$VERSION -X main.commit=module-proxy" -o "$HOME_DIR/influxd.tmp" ./cmd/influxd ) \
    || give_up "influxd $VERSION did not build"
mv "$HOME_DIR/influxd.tmp" "$HOME_DIR/influxd"
rm -rf "$WORK/src"
say "installed $("$HOME_DIR/influxd" version) at $HOME_DIR/influxd in $(( $(date +%s) - started )) s"
