/**
 * The iot-benchmark query catalogue: the query types and their generator, the points and contents a correct database
 * returns (ExpectedAnswers, ExpectedValues), and the sinks a client passes its answers to. May use core.config,
 * core.workload and the SPI's client and sink.
 */
package org.iotbenchrunner.core.query;
