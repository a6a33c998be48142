/**
 * Measuring what a server and the host use while a test runs: CPU and memory of containers and process trees,
 * who filled the CPU, the size on disk (asked of a provision session), the page cache. May use provision and bench-core.
 */
package org.iotbenchrunner.orchestrator.sampling;
