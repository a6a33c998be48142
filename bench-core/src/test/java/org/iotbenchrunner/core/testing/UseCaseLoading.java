package org.iotbenchrunner.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSchema;

/**
 * A use case loaded through a client as the harness's loader loads it: registered, then its rows in batches. The
 * one place the test kits open a use-case client and call its loading methods, so that a change of the SPI is made
 * here.
 */
public final class UseCaseLoading {
    private static final int BATCH_ROWS = 1000;

    private UseCaseLoading() {
    }

    /** A use-case client of {@code binding}, which must offer use cases. */
    public static UseCaseClient open(DatabaseBinding binding, Endpoint endpoint, BenchmarkConfig config)
            throws Exception {
        return binding.useCases().orElseThrow(() -> new IllegalStateException(binding.id() + " offers no use cases"))
                .open(endpoint, config);
    }

    /** Registers {@code schema} and inserts {@code source}'s rows in batches; returns the rows inserted. */
    public static long load(UseCaseClient client, UseCaseSchema schema, UseCaseRows source) throws Exception {
        register(client, schema);
        return insert(client, source);
    }

    /** Creates the use case's tables or series empty, dropping earlier ones of the same names. */
    public static void register(UseCaseClient client, UseCaseSchema schema) throws Exception {
        client.registerUseCase(schema);
    }

    /** Inserts {@code source}'s rows of a registered use case in batches; returns the rows inserted. */
    public static long insert(UseCaseClient client, UseCaseRows source) throws Exception {
        List<UseCaseRow> batch = new ArrayList<>(BATCH_ROWS);
        long[] rows = {0};
        List<Exception> failures = new ArrayList<>();
        source.forEachRow(row -> {
            batch.add(row);
            rows[0]++;
            if (batch.size() == BATCH_ROWS) {
                flush(client, batch, failures);
            }
        });
        flush(client, batch, failures);
        if (!failures.isEmpty()) {
            throw failures.get(0);
        }
        return rows[0];
    }

    /** The size on disk of the loaded use case's tables or series, where the client tells it. */
    public static Optional<DiskSize> diskSize(UseCaseClient client, UseCaseSchema schema) throws Exception {
        return client.useCaseDiskSize(schema);
    }

    /** Inserts the batch unless an earlier one failed: the rows source cannot throw, so the failure waits. */
    private static void flush(UseCaseClient client, List<UseCaseRow> batch, List<Exception> failures) {
        if (batch.isEmpty() || !failures.isEmpty()) {
            batch.clear();
            return;
        }
        try {
            client.insertRows(List.copyOf(batch));
        } catch (Exception e) {
            failures.add(e);
        }
        batch.clear();
    }
}
