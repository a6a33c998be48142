/**
 * Apache Cassandra 5.0 for the iot-benchmark tests: the binding, its CQL (java-driver-core 4.x), and a private server
 * (a JVM of Cassandra's Maven Central jars, locally or in a container built from them). Uses bench-core's SPI and the
 * driver only.
 */
package org.iotbenchrunner.cassandra;
