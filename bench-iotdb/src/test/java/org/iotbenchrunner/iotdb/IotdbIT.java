package org.iotbenchrunner.iotdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.iotbenchrunner.core.spi.RealServers;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.engine.VerificationCheck;
import org.iotbenchrunner.core.spi.RunningServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Writes and queries through a real private IoTDB 1.3 (ConfigNode + DataNode) started by {@link IotdbLocalServer}
 * from the distribution IOTDB_HOME points at; every test is skipped, with the reason, where there is none.
 */
class IotdbIT {
    private static final IotdbLocalServer LOCAL = new IotdbLocalServer();
    private static final Optional<String> UNAVAILABLE = LOCAL.unavailableReason();
    private static RunningServer server;
    private static Path workDir;

    @BeforeAll
    static void startServer() throws Exception {
        if (UNAVAILABLE.isEmpty()) {
            workDir = Files.createTempDirectory("iotdb-it-");
            server = LOCAL.start(workDir, IotdbItSupport.config().build());
        }
    }

    /** Per test rather than in {@code @BeforeAll}, so that each test is reported as skipped, with the reason. */
    @BeforeEach
    void requireServer() {
        RealServers.require("iotdb-local", UNAVAILABLE);
    }

    @AfterAll
    static void stopServer() {
        if (server != null) {
            long pid = server.pid();
            server.close();
            server.close();
            assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
            assertThat(workDir).doesNotExist();
        }
    }

    @ParameterizedTest(name = "{0}, aligned {1}, {2} device(s) per query")
    @CsvSource({
        "IoTDB-130-SESSION_BY_TABLET, true, 1",
        "IoTDB-130-SESSION_BY_TABLET, true, 2",
        "IoTDB-130-SESSION_BY_RECORDS, true, 2",
        "IoTDB-130-SESSION_BY_TABLET, false, 2",
        "IoTDB-130-SESSION_BY_RECORDS, false, 1"})
    void storesEveryPointAndAnswersEveryQueryExactly(String dbSwitch, boolean aligned, int devicesPerQuery)
            throws Exception {
        IotdbItSupport.storesEveryPointAndAnswersEveryQueryExactly(server.endpoint(), IotdbItSupport.config()
                .set(ConfigKey.DB_SWITCH, dbSwitch).set(ConfigKey.VECTOR, aligned)
                .set(ConfigKey.QUERY_DEVICE_NUM, devicesPerQuery).build(), dbSwitch + " aligned=" + aligned);
    }

    @Test
    void theEngineVerifiesEveryAnswerAndCatchesAWrongOne() throws Exception {
        VerificationCheck.assertCatchesWrongAnswers(new IotdbBinding(), server.endpoint(), IotdbItSupport.config(),
                OperationType.LATEST_POINT, 1, OperationType.GROUP_BY);
    }

    @Test
    void outOfOrderWritesSucceed() throws Exception {
        IotdbItSupport.outOfOrderWritesSucceed(server.endpoint());
    }

    @Test
    void statementErrorsAreThrown() throws Exception {
        IotdbItSupport.statementErrorsAreThrown(server.endpoint());
    }

    @Test
    void schemaRegistrationCanBeRepeatedAndTheVersionIsReported() throws Exception {
        IotdbItSupport.schemaRegistrationCanBeRepeatedAndTheVersionIsReported(server.endpoint());
    }

    @Test
    void theServerIsPrivate() {
        assertThat(server.endpoint().host()).isEqualTo("127.0.0.1");
        assertThat(server.endpoint().port()).isPositive();
        assertThat(ProcessHandle.of(server.pid())).hasValueSatisfying(p -> assertThat(p.isAlive()).isTrue());
        assertThat(workDir.resolve("datanode")).isDirectory();
        assertThat(workDir.resolve("conf")).isDirectory();
    }
}
