package org.iotbenchrunner.iotdb;

import java.util.OptionalLong;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.spi.ContainerSpec;
import org.iotbenchrunner.core.spi.Endpoint;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.utility.DockerImageName;

/**
 * The same checks against the binding's own container (the pinned apache/iotdb:1.3.0-standalone image, its
 * environment); skipped where there is no Docker.
 */
@Testcontainers(disabledWithoutDocker = true)
class IotdbContainerIT {
    private static final ContainerSpec SPEC = IotdbContainer.spec(IotdbItSupport.config().build(),
            OptionalLong.empty());

    @Container
    private static final GenericContainer<?> IOTDB = new GenericContainer<>(DockerImageName.parse(SPEC.image()))
            .withEnv(SPEC.env())
            .withExposedPorts(IotdbContainer.PORT)
            .waitingFor(Wait.forListeningPort().withStartupTimeout(SPEC.startupTimeout()));

    /** The RPC port opens a moment before the DataNode accepts sessions. */
    @BeforeAll
    static void awaitSessions() throws Exception {
        long deadline = System.currentTimeMillis() + 60_000;
        while (true) {
            Session session = new Session.Builder().host(IOTDB.getHost()).port(IOTDB.getMappedPort(IotdbContainer.PORT))
                    .username("root").password("root").enableRedirection(false).build();
            try {
                session.open(false, 5000);
                session.executeQueryStatement("SHOW VERSION").closeOperationHandle();
                return;
            } catch (Exception e) {
                if (System.currentTimeMillis() > deadline) {
                    throw e;
                }
                Thread.sleep(500);
            } finally {
                try {
                    session.close();
                } catch (Exception ignored) {
                    // not open
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}, {1} device(s) per query")
    @CsvSource({"IoTDB-130-SESSION_BY_TABLET, 2", "IoTDB-130-SESSION_BY_RECORDS, 1"})
    void storesEveryPointAndAnswersEveryQueryExactly(String dbSwitch, int devicesPerQuery) throws Exception {
        IotdbItSupport.storesEveryPointAndAnswersEveryQueryExactly(endpoint(), IotdbItSupport.config()
                .set(ConfigKey.DB_SWITCH, dbSwitch).set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build(),
                "container " + dbSwitch);
    }

    @Test
    void statementErrorsAreThrown() throws Exception {
        IotdbItSupport.statementErrorsAreThrown(endpoint());
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndTheVersionIsReported() throws Exception {
        IotdbItSupport.schemaRegistrationCanBeRepeatedAndTheVersionIsReported(endpoint());
    }

    private static Endpoint endpoint() {
        return SPEC.publishedAt(IOTDB.getHost(), IOTDB.getMappedPort(IotdbContainer.PORT));
    }
}
