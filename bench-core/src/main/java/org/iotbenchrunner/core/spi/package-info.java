/**
 * The database SPI: what a database module implements, and the only part of the harness it needs. A module gives a
 * {@link org.iotbenchrunner.core.spi.DatabaseBinding} (found by {@link java.util.ServiceLoader}), whose
 * {@link org.iotbenchrunner.core.spi.DatabaseClient} writes the iot-benchmark model and answers its queries through
 * one {@code query(Query, RowSink)}. What it cannot run is declared once, as an
 * {@link org.iotbenchrunner.core.spi.Unsupported} its statement builders throw from. Capabilities beyond the tests are
 * optional objects the binding offers: TSBS use cases ({@link org.iotbenchrunner.core.spi.UseCaseSupport}, with its
 * {@link org.iotbenchrunner.core.spi.UseCaseClient}). Servers: a container spec or a local launcher.
 * May use core's config, workload, query and usecase packages; nothing outside bench-core.
 */
package org.iotbenchrunner.core.spi;
