/**
 * What a run will do before any server starts: databases, scenarios, configuration layers, how the host is arranged,
 * and the settings a result records. May use provision (the provider a plan names, which databases have an image) and bench-core.
 */
package org.iotbenchrunner.orchestrator.plan;
