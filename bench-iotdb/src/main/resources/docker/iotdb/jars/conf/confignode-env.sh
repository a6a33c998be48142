# iot-benchrunner: the ConfigNode's memory, sourced by sbin/start-node.sh. MEMORY_SIZE empty: a tenth of the memory
# available (the container's limit, else the host's), as the harness sizes it under a limit.
MEMORY_SIZE=
size_memory 1
