/**
 * The command line (picocli): reads and checks options into a plan or a use-case request, then hands them to
 * campaign or usecase. May use every orchestrator package, bench-core and bench-report.
 */
package org.iotbenchrunner.orchestrator.cli;
