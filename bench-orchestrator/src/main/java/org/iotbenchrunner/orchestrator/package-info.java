/**
 * The harness that runs benchmarks: what every part below shares (a failure said in full, a call with a deadline).
 * Sub-packages: cli (the command line) uses plan, campaign and usecase; those use provision, sampling and console;
 * everything may use bench-core, and only cli and campaign use bench-report.
 */
package org.iotbenchrunner.orchestrator;
