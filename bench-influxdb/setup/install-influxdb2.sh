#!/usr/bin/env bash
# install-influxdb2.sh - builds InfluxDB 2.x's server (influxd 2.7.11) from the Go module proxy, since no package
# registry here carries a binary or an image of it. Flux, which influxd links, is a Rust library: cargo builds it
# from crates.io through InfluxData's pkg-config wrapper. The result is one binary, used by the local provider
# (--provider local --db influxdb) and copied into the image bench-influxdb/src/main/resources/docker/influxdb2 builds.
#
#   INFLUXDB2_HOME   where influxd goes (default /opt/iot-benchrunner/influxdb-2.7.11)
#
# Uses the machine's go (>= 1.22) and cargo (>= 1.68) where they are new enough; otherwise, as root, it brings
# them from the registries: Go's toolchain module go1.22.7 from the Go module proxy (fetched with Debian's
# golang-go when there is no go at all), and Debian's cargo-web/rustc-web; also gcc, libc6-dev, pkg-config and
# ca-certificates where missing. Idempotent (a re-run takes a second). Under CI=true a failure is an error;
# otherwise the set-up goes on without InfluxDB 2.x and says so.
set -Eeuo pipefail

VERSION=2.7.11
PKG_CONFIG_WRAPPER_VERSION=v0.2.14
GO_MIN=1.22.0       # influxdb 2.7.11's go.mod: go 1.22.0, toolchain go1.22.7
GO_TOOLCHAIN=1.22.7
RUST_MIN=1.68       # flux v0.195.2's rust-version
HOME_DIR=${INFLUXDB2_HOME:-/opt/iot-benchrunner/influxdb-${VERSION}}
STATE_DIR=/var/cache/iot-benchrunner
LOG_FILE=${STATE_DIR}/setup-influxdb2.log
WORK=${STATE_DIR}/influxdb2-build
# shellcheck source=../../scripts/setup-common.sh
. "$(cd "$(dirname "$0")/../.." && pwd)/scripts/setup-common.sh"

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
# ver_ge A B: version A >= version B (dotted numbers).
ver_ge() { [ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" = "$2" ]; }
# apt_install PKG...: installs those of PKG not installed yet (as root), refreshing apt's lists once if they are
# missing or stale; returns non-zero if apt cannot.
apt_install() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
    done
    [ ${#missing[@]} -gt 0 ] || return 0
    [ "$(id -u)" -eq 0 ] || { say "needs root to apt-get install ${missing[*]}"; return 1; }
    say "apt-get install ${missing[*]}"
    run_logged "apt-get install ${missing[*]}" env DEBIAN_FRONTEND=noninteractive \
            apt-get install -y -qq --no-install-recommends "${missing[@]}" \
        || { run_logged "apt-get update" apt-get update -qq \
            && run_logged "apt-get install ${missing[*]}" env DEBIAN_FRONTEND=noninteractive \
                apt-get install -y -qq --no-install-recommends "${missing[@]}"; }
}

mkdir -p "$WORK/bin" "$HOME_DIR"
cd "$WORK"

# A C compiler and libc headers (cgo; rustc links with cc), pkg-config, and CA certificates for the Go module
# proxy and crates.io: Debian's, where missing.
need=()
command -v cc >/dev/null 2>&1 || need+=(gcc)
[ -f /usr/include/stdlib.h ] || need+=(libc6-dev)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
[ -s /etc/ssl/certs/ca-certificates.crt ] || need+=(ca-certificates)
[ ${#need[@]} -eq 0 ] || apt_install "${need[@]}" || give_up "${need[*]} could not be installed"

# Go: influxdb's go.mod needs go >= $GO_MIN. An older go (Debian 12's golang-go is 1.19), or none, fetches the Go
# toolchain influxdb pins as the module golang.org/toolchain from the Go module proxy, as GOTOOLCHAIN does.
go_version() { GOTOOLCHAIN=local go env GOVERSION 2>/dev/null | sed -n 's/^go\([0-9][0-9.]*\).*/\1/p'; }
if ! command -v go >/dev/null 2>&1 || ! ver_ge "$(go_version)" "$GO_MIN"; then
    if ! command -v go >/dev/null 2>&1; then
        apt_install golang-go || give_up "no go on this machine, and golang-go could not be installed"
    fi
    toolchain="golang.org/toolchain@v0.0.1-go${GO_TOOLCHAIN}.$(go env GOOS)-$(go env GOARCH)"
    say "go $(go_version) is older than $GO_MIN: fetching $toolchain"
    run_logged "go mod download $toolchain" env GOTOOLCHAIN=local GOFLAGS=-mod=mod go mod download "$toolchain" \
        || give_up "$toolchain could not be fetched"
    goroot="$(go env GOMODCACHE)/$toolchain"
    # Module zips keep no exec bits: set them as go's own toolchain switch does.
    find "$goroot/bin" "$goroot/pkg/tool" -type f -exec chmod a+x {} + || give_up "cannot make $goroot executable"
    export GOROOT="$goroot" GOTOOLCHAIN=local PATH="$goroot/bin:$PATH"
    ver_ge "$(go_version)" "$GO_MIN" || give_up "$goroot/bin/go does not run"
fi

# Rust: flux declares rust-version $RUST_MIN. With no cargo, or Debian's too old one (bookworm's cargo is 1.63),
# take Debian's cargo-web/rustc-web (bookworm's newer Rust, kept for the browsers; it replaces cargo/rustc).
rust_version() { RUSTUP_TOOLCHAIN=stable "$1" --version 2>/dev/null | sed -n 's/^rustc \([0-9][0-9.]*\).*/\1/p'; }
rustc_bin=$(command -v rustc 2>/dev/null || true)
cargo_bin=$(command -v cargo 2>/dev/null || true)
if [ -z "$cargo_bin" ] || [ -z "$rustc_bin" ] || ! ver_ge "$(rust_version "$rustc_bin")" "$RUST_MIN"; then
    # Only Debian's own rustc is replaced; rustup's or a hand-installed one is left to its owner.
    if [ -n "$rustc_bin" ] && { case "$(readlink -f "$rustc_bin")" in */rustup) true ;; *) false ;; esac \
            || ! dpkg -S "$(readlink -f "$rustc_bin")" >/dev/null 2>&1; }; then
        give_up "rustc $(rust_version "$rustc_bin") at $rustc_bin is older than $RUST_MIN (flux needs $RUST_MIN)"
    fi
    apt_install cargo-web || give_up "no cargo >= $RUST_MIN, and Debian's cargo-web could not be installed"
    rustc_bin=/usr/bin/rustc cargo_bin=/usr/bin/cargo
    ver_ge "$(rust_version "$rustc_bin")" "$RUST_MIN" || give_up "Debian's rustc-web is older than $RUST_MIN"
fi

export GOFLAGS=-mod=mod GOBIN="$WORK/bin"
# Flux pins an old Rust toolchain that rustup cannot download here, and denies warnings newer compilers raise
# (also in its build-script dependencies, which RUSTFLAGS does not reach under --target): build with stable and
# lints capped at warnings. RUSTC pins the rustc chosen above; a cargo without rustup ignores RUSTUP_TOOLCHAIN.
cat >"$WORK/bin/rustc-cap-lints" <<'WRAP'
#!/bin/sh
case " $* " in *" --cap-lints "*) exec "$@" ;; esac
exec "$@" --cap-lints warn
WRAP
cat >"$WORK/bin/cargo" <<WRAP
#!/bin/sh
export RUSTUP_TOOLCHAIN=stable RUSTC="$rustc_bin" RUSTC_WRAPPER="$WORK/bin/rustc-cap-lints"
exec "$cargo_bin" "\$@"
WRAP
chmod +x "$WORK/bin/rustc-cap-lints" "$WORK/bin/cargo"

say "building influxd $VERSION from the Go module proxy (flux with cargo; 10-40 minutes the first time on 2 cores)"
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
