/**
 * VictoriaMetrics (single node): the binding, its HTTP client (line protocol, export API, MetricsQL) on the JDK's
 * HttpClient, its container and its local victoria-metrics launcher. May use bench-core's SPI and model packages and
 * jackson-core.
 */
package org.iotbenchrunner.victoriametrics;
