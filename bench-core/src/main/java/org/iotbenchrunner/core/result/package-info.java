/**
 * What a run or a load recorded, as records written to and read back from JSON (Jackson): the database, the server,
 * latency summaries and histograms, resources, verification, and the result files' layout. May use core.config and
 * core.usecase.
 */
package org.iotbenchrunner.core.result;
