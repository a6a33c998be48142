#!/bin/sh
# iot-benchrunner: runs the harness (a client shard) and ends the task as complete whatever it exits with. Docker
# 20.10's swarm re-runs a replicated-job's failed tasks even with --restart-condition none, and a shard must never run
# twice: one that failed has told the coordinator so, or its silence does. SIGTERM (docker service rm) is passed on.
java -jar /opt/iot-benchrunner/bench-orchestrator.jar "$@" &
child=$!
trap 'kill -TERM "$child" 2>/dev/null' TERM INT
wait "$child"
status=$?
if [ "$status" -gt 128 ] && kill -0 "$child" 2>/dev/null; then
    wait "$child"
    status=$?
fi
echo "iot-benchrunner: the harness exited with code $status" >&2
exit 0
