package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every TSBS use case loaded into a module's real private server as the harness's loader loads it, then read back by
 * the test's own statements ({@link #stored}) and compared with the generated rows as a whole
 * ({@link UseCaseData#assertStored}): every row under its series and time with its values, its missing tags and
 * fields still missing; and registering a use case again replaces only its own rows. Inherited by each module's
 * {@code <Db>UseCaseIT}; a subclass names its binding, local server, config and server name, reads the rows back,
 * and adds the checks of its own database.
 */
public abstract class UseCaseLoadKit extends PrivateServerKit {
    private static final long SEED = 123;
    private static final long EARLIER_SEED = 7;

    private final DatabaseBinding binding;

    /** {@code serverName} is the name {@link org.iotbenchrunner.core.spi.RealServers#require} knows the server by. */
    protected UseCaseLoadKit(LocalServer local, DatabaseBinding binding, BenchmarkConfig config, String serverName) {
        super(local, config, serverName);
        this.binding = binding;
    }

    /** Every value the server holds of {@code schema}'s measurements, read by statements of the test's own. */
    protected abstract StoredRows stored(UseCaseSchema schema) throws Exception;

    /**
     * The checks of the database's own on a loaded data set, after the kit's (what its server counts itself, its
     * types, its layout); none by default.
     */
    protected void assertTheDatabaseHolds(UseCaseData data) throws Exception {
    }

    /** How far a stored value of {@code useCase} may be off, relative to its magnitude; 0 (exactly) by default. */
    protected double relativeTolerance(UseCase useCase) {
        return 0;
    }

    /** Whether the client tells a loaded use case's own size on disk (not only a whole store's); false by default. */
    protected boolean tellsUseCaseDiskSize() {
        return false;
    }

    @ParameterizedTest
    @EnumSource(UseCase.class)
    void everyRowIsStoredWithItsMissingTagsAndFieldsMissing(UseCase useCase) throws Exception {
        UseCaseData data = UseCaseData.of(useCase, SEED);
        if (useCase == UseCase.IOT) {
            assertThat(data.rows()).as("the data set has rows without a field, without a tag, without a name")
                    .anyMatch(r -> r.metrics() < r.fields().size())
                    .anyMatch(r -> r.tags().stream().anyMatch(t -> t.value() == null))
                    .anyMatch(r -> UseCaseData.tag(r, "name") == null);
        }
        load(data);
        assertStored(data);
    }

    /**
     * DevOps, then IoT twice (another seed first): registering IoT again drops only its own tables or series, so the
     * server holds exactly the DevOps rows and the second IoT data set's.
     */
    @Test
    void registeringAUseCaseAgainReplacesOnlyItsOwnRows() throws Exception {
        UseCaseData devops = UseCaseData.of(UseCase.DEVOPS, SEED);
        UseCaseData iot = UseCaseData.of(UseCase.IOT, SEED);
        load(devops);
        load(UseCaseData.of(UseCase.IOT, EARLIER_SEED));
        load(iot);
        assertStored(iot);
        assertStored(devops);
    }

    /**
     * Registers on one client and inserts on another, as a loader's workers do; then opens a fresh client, whose open
     * waits where a database applies writes in the background (QuestDB's WAL), as the harness's clients after a load.
     */
    protected final void load(UseCaseData data) throws Exception {
        try (UseCaseClient registering = open()) {
            data.register(registering);
        }
        try (UseCaseClient inserting = open()) {
            data.insert(inserting);
        }
        open().close();
    }

    protected final UseCaseClient open() throws Exception {
        return UseCaseLoading.open(binding, server().endpoint(), config());
    }

    private void assertStored(UseCaseData data) throws Exception {
        UseCase useCase = data.schema().useCase();
        data.rowsPerMeasurement().forEach((measurement, rows) -> System.out.printf("%s %s %s: %d rows, %d metrics%n",
                getClass().getSimpleName(), useCase.id(), measurement, rows,
                data.metricsPerMeasurement().get(measurement)));
        data.assertStored(stored(data.schema()), useCase.id(), relativeTolerance(useCase));
        assertTheDatabaseHolds(data);
        long rows = data.rowsPerMeasurement().values().stream().mapToLong(Long::longValue).sum();
        try (UseCaseClient client = open()) {
            client.storedRows(data.schema(), rows).ifPresent(count -> assertThat(count.rows())
                    .as("%s: the rows the client counts", useCase.id()).isEqualTo(rows));
        }
        if (tellsUseCaseDiskSize()) {
            try (UseCaseClient client = open()) {
                assertThat(UseCaseLoading.diskSize(client, data.schema())).as("%s: the use case's size", useCase.id())
                        .hasValueSatisfying(size -> assertThat(size.bytes()).isPositive());
            }
        }
    }
}
