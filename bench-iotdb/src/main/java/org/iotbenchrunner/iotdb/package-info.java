/**
 * Apache IoTDB (tree model): the binding, its iotdb-session client (tablets or records, SQL per query shape, TSBS
 * use cases), its container and its local ConfigNode and DataNode launcher. May use bench-core's SPI and model
 * packages and iotdb-session (with tsfile).
 */
package org.iotbenchrunner.iotdb;
