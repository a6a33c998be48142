/**
 * What the terminal shows about a running test: progress, the harness's own cost, value checks. May use bench-core.
 */
package org.iotbenchrunner.orchestrator.console;
