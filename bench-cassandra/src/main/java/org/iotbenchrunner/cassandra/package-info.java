/**
 * Apache Cassandra 5.0 for the iot-benchmark tests: the binding, its CQL (java-driver-core 4.x), and a private server
 * (a JVM of Cassandra's Maven Central jars, locally or in a container built from them), or a private ring of N such
 * JVMs on 127.0.0.1..N ({@code RingLauncher}). Uses bench-core's SPI and the driver only.
 */
package org.iotbenchrunner.cassandra;
