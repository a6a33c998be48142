package org.iotbenchrunner.noop;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.DatabaseClient;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.LocalServer;
import org.iotbenchrunner.core.spi.RepeatedTimestamps;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerOptions;
import org.iotbenchrunner.core.spi.UseCaseSupport;

/**
 * {@code --db noop}: a database that stores nothing and answers every query with the expected point count (and,
 * for {@code --verify}, the expected content) of the baseline data, in the harness's own process; of the use cases
 * it keeps only a summary of thermo's rows, from which it answers the thermo queries. Its numbers are the harness's ceiling: the rate at which
 * the engine generates, sends (to nothing) and records operations on this host. Not part of {@code --db all}.
 */
public final class NoopBinding implements DatabaseBinding {
    /** What noop keeps of a thermo load, for its clients to answer from: this binding's "tables". */
    private final ThermoStore thermo = new ThermoStore();

    @Override
    public String id() {
        return "noop";
    }

    @Override
    public RepeatedTimestamps repeatedTimestamps() {
        return new RepeatedTimestamps(RepeatedTimestamps.Kept.UNKNOWN,
                "noop stores nothing and answers as if the rows were written in order");
    }

    @Override
    public String displayName() {
        return "noop";
    }

    /** It measures the harness, not a database, so {@code --db all} leaves it out. */
    @Override
    public boolean inAll() {
        return false;
    }

    /**
     * Loads as fast as the harness can (rows read, then discarded, thermo's summarised); answers thermo's queries
     * from that summary, no TSBS query.
     */
    @Override
    public Optional<UseCaseSupport> useCases() {
        return Optional.of(new UseCaseSupport("discard", NoopClient.UNSUPPORTED_QUERIES.reasons(),
                (endpoint, config) -> new NoopClient(config, thermo)));
    }

    @Override
    public Map<String, String> clientInfo(BenchmarkConfig config) {
        Map<String, String> info = new LinkedHashMap<>();
        info.put("driver", "none (in-process)");
        info.put("writePath", "discard");
        info.put("answers",
                "expected point counts and contents of LOOP x BATCH_SIZE_PER_WRITE in-order rows per device");
        return info;
    }

    @Override
    public DatabaseClient open(Endpoint endpoint, BenchmarkConfig config) {
        return new NoopClient(config, thermo);
    }

    @Override
    public Optional<LocalServer> localServer() {
        return Optional.of(new LocalServer() {
            @Override
            public Optional<String> unavailableReason() {
                return Optional.empty();
            }

            @Override
            public RunningServer start(Path workDir, BenchmarkConfig config, ServerOptions options) {
                Endpoint endpoint = new Endpoint("in-process", 0, null, null, config.getString(ConfigKey.DB_NAME),
                        null);
                return new RunningServer() {
                    @Override
                    public Endpoint endpoint() {
                        return endpoint;
                    }

                    /** No server process: there is nothing to sample but the harness, which Harness CPU covers. */
                    @Override
                    public long pid() {
                        return -1;
                    }

                    @Override
                    public void close() {
                    }
                };
            }
        });
    }
}
