#!/usr/bin/env bash
# iot-benchrunner docker/iotdb: start script with the semantics of the upstream apache/iotdb:<version>-standalone
# image, for a 1.3 distribution or for IoTDB 2.0.1-beta's jars with the start scripts of jars/sbin.
#
#   entrypoint.sh all          ConfigNode in the background, DataNode in the foreground (exec) - the default
#   entrypoint.sh confignode   only the ConfigNode (exec)
#   entrypoint.sh datanode     only the DataNode (exec)
#
# First, environment variables named like configuration keys (lower case: dn_rpc_address=0.0.0.0,
# timestamp_precision=ms, cn_internal_address=iotdb, ...) are written into the configuration under
# $IOTDB_HOME/conf: IoTDB 1.3.2+ keeps every key in iotdb-system.properties; 1.3.0/1.3.1 spread them over
# iotdb-common.properties, iotdb-confignode.properties and iotdb-datanode.properties, and the key is set in the file
# that has it. An active `key=value` line is replaced, else a commented `# key=value` is uncommented and replaced,
# else the key is appended (1.3.0/1.3.1: cn_* to the ConfigNode's file, dn_* to the DataNode's, others to common).
# Both nodes log to stdout/stderr (their start scripts' console output); their log files stay in $IOTDB_HOME/logs.
set -eo pipefail

: "${IOTDB_HOME:=/iotdb}"
export IOTDB_HOME
CONF=${IOTDB_CONF:-$IOTDB_HOME/conf}

log() { printf '%s [entrypoint] %s\n' "$(date -u '+%F %T')" "$*"; }

# set_key FILE KEY VALUE: replace the active line, else uncomment the first commented one, else append;
# further active lines of the key are dropped (the start scripts refuse duplicate port keys).
set_key() {
    local file=$1 tmp
    tmp=$(mktemp "$file.XXXXXX")
    KEY=$2 VALUE=$3 awk '
        function is_key(line, commented,   s) {
            s = line
            sub(/^[ \t]+/, "", s)
            if (commented) { if (substr(s, 1, 1) != "#") return 0; sub(/^#[ \t]*/, "", s) }
            else if (substr(s, 1, 1) == "#" || substr(s, 1, 1) == "!") return 0
            return index(s, ENVIRON["KEY"]) == 1 && substr(s, length(ENVIRON["KEY"]) + 1) ~ /^[ \t]*=/
        }
        { lines[NR] = $0; if (!active && is_key($0, 0)) active = NR; if (!commented && is_key($0, 1)) commented = NR }
        END {
            target = active ? active : commented
            for (i = 1; i <= NR; i++) {
                if (i == target) print ENVIRON["KEY"] "=" ENVIRON["VALUE"]
                else if (active && i != active && is_key(lines[i], 0)) continue
                else print lines[i]
            }
            if (!target) print ENVIRON["KEY"] "=" ENVIRON["VALUE"]
        }' "$file" >"$tmp"
    cat "$tmp" >"$file"   # keep the file itself (owner, mode, hard links)
    rm -f "$tmp"
}

has_key() {   # FILE KEY: the file has the key, active or commented out
    KEY=$2 awk '{ s = $0; sub(/^[ \t]*#?[ \t]*/, "", s)
                  if (index(s, ENVIRON["KEY"]) == 1 && substr(s, length(ENVIRON["KEY"]) + 1) ~ /^[ \t]*=/) { found = 1; exit } }
                END { exit !found }' "$1"
}

apply_environment() {
    local name value file
    local system=$CONF/iotdb-system.properties
    local common=$CONF/iotdb-common.properties cn=$CONF/iotdb-confignode.properties dn=$CONF/iotdb-datanode.properties
    while IFS= read -r name; do
        # configuration keys are lower case; environment variables of the system (PATH, HOME, IOTDB_HOME,
        # JAVA_HOME, ...) are not
        [[ "$name" =~ ^[a-z][a-z0-9_]*$ ]] || continue
        case "$name" in _|http_proxy|https_proxy|ftp_proxy|no_proxy|all_proxy) continue ;; esac
        value=${!name}
        file=
        if [ -f "$system" ]; then
            file=$system
        else
            for f in "$common" "$cn" "$dn"; do
                if [ -f "$f" ] && has_key "$f" "$name"; then file=$f; break; fi
            done
            if [ -z "$file" ]; then
                case "$name" in
                    cn_*) file=$cn ;;
                    dn_*) file=$dn ;;
                    *) file=$common ;;
                esac
                [ -f "$file" ] || { log "no configuration file for $name; ignored"; continue; }
            fi
        fi
        set_key "$file" "$name" "$value"
        log "config: $name=$value (${file#"$IOTDB_HOME"/})"
    done < <(compgen -e | LC_ALL=C sort)
}

# the value of KEY in the configuration (active line), or DEFAULT
config_value() {
    local key=$1 default=$2 f v
    for f in "$CONF/iotdb-system.properties" "$CONF/iotdb-confignode.properties" "$CONF/iotdb-common.properties"; do
        [ -f "$f" ] || continue
        v=$(KEY=$key awk '{ s = $0; sub(/^[ \t]+/, "", s)
                            if (index(s, ENVIRON["KEY"] "=") == 1) { v = substr(s, length(ENVIRON["KEY"]) + 2) } }
                          END { sub(/[ \t\r]+$/, "", v); print v }' "$f")
        if [ -n "$v" ]; then printf '%s\n' "$v"; return 0; fi
    done
    printf '%s\n' "$default"
}

what=${1:-all}
case "$what" in
    all|confignode|datanode) ;;
    *) echo "usage: entrypoint.sh all|confignode|datanode (got '$what')" >&2; exit 2 ;;
esac

[ -x "$IOTDB_HOME/sbin/start-datanode.sh" ] || { echo "no IoTDB distribution in IOTDB_HOME=$IOTDB_HOME" >&2; exit 1; }
apply_environment
cd "$IOTDB_HOME/sbin"

case "$what" in
    confignode) exec ./start-confignode.sh ;;
    datanode)   exec ./start-datanode.sh ;;
esac

# all: the ConfigNode in the background (same process group, so that dumb-init's signals reach it too); the
# DataNode once the ConfigNode's internal port answers (the DataNode registers there), at most after 60 s
./start-confignode.sh &
cn_pid=$!
cn_host=$(config_value cn_internal_address 127.0.0.1)
cn_port=$(config_value cn_internal_port 10710)
case "$cn_host" in 0.0.0.0|'') cn_host=127.0.0.1 ;; esac
ready=0
for _ in $(seq 1 120); do
    if ! kill -0 "$cn_pid" 2>/dev/null; then
        wait "$cn_pid" && rc=0 || rc=$?
        echo "the ConfigNode exited (status $rc) before it listened on $cn_host:$cn_port" >&2
        exit 1
    fi
    if (exec 3<>"/dev/tcp/$cn_host/$cn_port") 2>/dev/null; then ready=1; break; fi
    sleep 0.5
done
if [ "$ready" = 1 ]; then
    log "ConfigNode listens on $cn_host:$cn_port; starting the DataNode"
else
    log "ConfigNode does not listen on $cn_host:$cn_port after 60 s; starting the DataNode anyway"
fi
exec ./start-datanode.sh
