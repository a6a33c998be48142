/**
 * TSBS's use-case query types: the queries drawn as TSBS draws them, the visitor databases build statements with, and
 * the expected answers computed from the data set's rows. May use core.usecase, core.config, core.query's answer rows
 * and the SPI's use-case client and sink.
 */
package org.iotbenchrunner.core.usecase.query;
