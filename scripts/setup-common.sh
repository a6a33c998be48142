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
