#!/usr/bin/env bash
# Provides an Apache IoTDB 1.3 binary distribution for the local IoTDB provider, idempotently:
#   1. IOTDB_HOME already points at an unpacked distribution: nothing to do;
#   2. one was unpacked here before: reuse it;
#   3. otherwise download the official release (checksum verified) where the network allows.
# Without network it says how to provide one and exits 0: IoTDB runs and tests are then skipped with that
# reason, the other databases are unaffected. Prints the IOTDB_HOME to export.
set -euo pipefail

version="${IOTDB_VERSION:-1.3.3}"
name="apache-iotdb-${version}-all-bin"
dest="${IOTDB_INSTALL_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/iot-benchrunner/iotdb}"
# IOTDB_DOWNLOAD_BASE: a folder URL (an internal mirror) holding the zip and its .sha512, tried first.
mirrors=(${IOTDB_DOWNLOAD_BASE:+"$IOTDB_DOWNLOAD_BASE"} "https://dlcdn.apache.org/iotdb/${version}"
  "https://archive.apache.org/dist/iotdb/${version}")
checksums=(${IOTDB_DOWNLOAD_BASE:+"$IOTDB_DOWNLOAD_BASE"} "https://downloads.apache.org/iotdb/${version}"
  "https://archive.apache.org/dist/iotdb/${version}")

is_distribution() {
  [ -x "$1/sbin/start-confignode.sh" ] && [ -x "$1/sbin/start-datanode.sh" ] && [ -d "$1/lib" ]
}

if [ -n "${IOTDB_HOME:-}" ]; then
  if is_distribution "$IOTDB_HOME"; then
    echo "setup-iotdb: skip: IOTDB_HOME=$IOTDB_HOME holds an IoTDB distribution"
    exit 0
  fi
  echo "setup-iotdb: IOTDB_HOME=$IOTDB_HOME is not an unpacked apache-iotdb-1.3.x-all-bin (no sbin/start-confignode.sh)" >&2
  exit 1
fi

if is_distribution "$dest/$name"; then
  echo "setup-iotdb: skip: $dest/$name present; export IOTDB_HOME=$dest/$name"
  exit 0
fi

fetch() { # url file
  curl -fsSL --connect-timeout 10 --max-time 600 -o "$2" "$1"
}

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
downloaded=""
for base in "${mirrors[@]}"; do
  if fetch "$base/$name.zip" "$tmp/$name.zip" 2>"$tmp/error"; then
    downloaded="$base"
    break
  fi
done
if [ -z "$downloaded" ]; then
  echo "setup-iotdb: no IoTDB distribution: download of $name.zip failed ($(head -c 200 "$tmp/error" | tr '\n' ' '))."
  echo "setup-iotdb: IoTDB runs and tests will be skipped. To provide one: download $name.zip from"
  echo "setup-iotdb: https://iotdb.apache.org/Download/, unzip it and export IOTDB_HOME=<the unzipped folder>"
  echo "setup-iotdb: (or pass --iotdb-home), or run IoTDB elsewhere and use --provider external."
  exit 0
fi

verified=""
for base in "${checksums[@]}"; do
  if fetch "$base/$name.zip.sha512" "$tmp/sha512" 2>/dev/null; then
    expected="$(awk '{print tolower($1); exit}' "$tmp/sha512")"
    actual="$(sha512sum "$tmp/$name.zip" | awk '{print $1}')"
    if [ "$expected" != "$actual" ]; then
      echo "setup-iotdb: checksum mismatch for $name.zip from $downloaded (expected $expected, got $actual)" >&2
      exit 1
    fi
    verified="yes"
    break
  fi
done
if [ -z "$verified" ]; then
  echo "setup-iotdb: could not fetch $name.zip.sha512 to verify the download; not installing it" >&2
  exit 1
fi

mkdir -p "$dest"
unzip -q "$tmp/$name.zip" -d "$tmp/unpacked"
unpacked="$(find "$tmp/unpacked" -mindepth 1 -maxdepth 1 -type d | head -n 1)"
if [ -z "$unpacked" ] || ! is_distribution "$unpacked"; then
  echo "setup-iotdb: $name.zip does not hold sbin/start-confignode.sh and lib/ at its top folder" >&2
  exit 1
fi
rm -rf "${dest:?}/$name"
mv "$unpacked" "$dest/$name"
echo "setup-iotdb: installed $dest/$name (sha512 verified); export IOTDB_HOME=$dest/$name"
