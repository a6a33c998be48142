/**
 * InfluxDB 1.x (InfluxQL, influxdb-java) and 2.x (Flux, influxdb-client-java): their bindings, clients, use-case
 * queries, containers and local influxd launchers. May use bench-core's SPI and model packages, the two InfluxDB
 * clients (with their OkHttp and Retrofit) and Commons CSV.
 */
package org.iotbenchrunner.influxdb;
