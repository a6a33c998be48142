/**
 * Runs a plan: each database's server up, its scenarios measured and written, the server down; resuming,
 * co-resident idle servers and progress. May use plan, provision, sampling, console, bench-core and bench-report.
 */
package org.iotbenchrunner.orchestrator.campaign;
