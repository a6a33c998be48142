/**
 * Cassandra's TSBS use cases and the thermo study's model: the tables a use case's rows go to
 * ({@link org.iotbenchrunner.cassandra.usecase.UseCaseTable}), the writes of a batch of rows, the CQL of the query
 * types CQL answers exactly and the declaration of the others, and the client that runs them. May use bench-core's SPI
 * and use-case packages and the DataStax/Apache Java driver.
 */
package org.iotbenchrunner.cassandra.usecase;
