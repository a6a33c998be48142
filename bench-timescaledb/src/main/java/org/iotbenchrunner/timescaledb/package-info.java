/**
 * TimescaleDB: the binding, its JDBC client (write paths, statements per query shape, TSBS use cases), its
 * container and its local PostgreSQL server launcher. May use bench-core's SPI and model packages and PgJDBC.
 */
package org.iotbenchrunner.timescaledb;
