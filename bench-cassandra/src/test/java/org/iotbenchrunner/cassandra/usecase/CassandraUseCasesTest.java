package org.iotbenchrunner.cassandra.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

class CassandraUseCasesTest {

    @Test
    void theThermoTypesRunAndEveryTsbsTypeIsDeclaredWithAReason() {
        UseCaseSupport support = CassandraUseCases.support((endpoint, config) -> null);
        assertThat(support.unsupportedQueries().keySet()).containsExactlyInAnyOrderElementsOf(
                Arrays.stream(UseCaseQueryType.values()).filter(t -> !t.thermo()).toList());
        assertThat(support.unsupportedQueries().values()).allSatisfy(reason -> assertThat(reason).startsWith("needs "));
        assertThat(support.writePath()).startsWith("one unlogged batch per partition");
    }
}
