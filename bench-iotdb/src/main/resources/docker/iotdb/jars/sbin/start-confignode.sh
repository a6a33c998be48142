#!/usr/bin/env bash
# iot-benchrunner: the ConfigNode, from jars assembled from Maven Central (start-node.sh)
exec "$(dirname "$0")/start-node.sh" confignode
