# iot-benchrunner: the DataNode's memory, sourced by sbin/start-node.sh. MEMORY_SIZE empty: half the memory available
# (the container's limit, else the host's), as IoTDB's own datanode-env.sh takes half of what the kernel reports.
MEMORY_SIZE=
size_memory 5
