/**
 * Runs one workload against one database client: the client threads, operation mix and pacing, warm-up, latency
 * recording in HdrHistogram, progress, and the answer checks of --verify after the measured phase. May use the SPI,
 * core.config, core.workload, core.query and core.result.
 */
package org.iotbenchrunner.core.engine;
