/**
 * QuestDB: the binding, its client (ILP over HTTP writes, SQL over the PostgreSQL wire), its container and its
 * local server, the server jar run as a private JVM. May use bench-core's SPI and model packages, questdb-client
 * and PgJDBC.
 */
package org.iotbenchrunner.questdb;
