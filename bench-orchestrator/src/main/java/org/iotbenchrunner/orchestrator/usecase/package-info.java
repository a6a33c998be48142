/**
 * TSBS use cases: a data set loaded into each database by workers, then its use-case queries run and checked
 * (not core.query, which is iot-benchmark's query model). May use plan, provision, sampling, console and bench-core.
 */
package org.iotbenchrunner.orchestrator.usecase;
