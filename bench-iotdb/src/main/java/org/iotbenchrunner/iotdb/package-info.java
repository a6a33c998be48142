/**
 * Apache IoTDB (tree model): the binding, its iotdb-session client (tablets or records, SQL per query shape, TSBS
 * use cases), its container, its local ConfigNode and DataNode launcher and its local cluster of 1 ConfigNode + N
 * DataNodes. May use bench-core's SPI and model packages and iotdb-session (with tsfile).
 */
package org.iotbenchrunner.iotdb;
