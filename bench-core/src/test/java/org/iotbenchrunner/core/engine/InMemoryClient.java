package org.iotbenchrunner.core.engine;

import java.util.List;
import org.iotbenchrunner.core.query.Query;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.RowSink;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;

/** A client of an in-memory stand-in that does nothing: a test overrides only what it looks at. */
interface InMemoryClient extends DatabaseClient {
    @Override
    default void cleanup() {
    }

    @Override
    default void registerSchema(List<DeviceSchema> devices) {
    }

    @Override
    default void insert(Batch batch) throws Exception {
    }

    @Override
    default void query(Query query, RowSink sink) throws Exception {
    }

    @Override
    default String serverVersion() {
        return "in-memory";
    }

    @Override
    default void close() {
    }
}
