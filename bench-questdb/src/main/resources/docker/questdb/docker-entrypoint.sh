#!/bin/sh
# iot-benchrunner docker/questdb: runs the QuestDB server as upstream's image does, with the JVM flags of QuestDB's
# start script (questdb.sh) and JVM_PREPEND before them.
set -e
QDB_ROOT="${QDB_ROOT:-/var/lib/questdb}"
mkdir -p "$QDB_ROOT/db"
# JVM_PREPEND is a list of options: split on spaces on purpose
# shellcheck disable=SC2086
exec java ${JVM_PREPEND} \
    -XX:+UnlockExperimentalVMOptions -XX:+AlwaysPreTouch -XX:+UseParallelGC \
    -XX:ErrorFile="$QDB_ROOT/db/hs_err_pid+%p.log" \
    -p /app/questdb.jar -m io.questdb/io.questdb.ServerMain -d "$QDB_ROOT" "$@"
