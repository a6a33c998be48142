package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.usecase.UseCase;
import org.junit.jupiter.api.Test;

class UseCaseQueryTypeTest {

    @Test
    void theTypesAreTsbssUnderItsNames() {
        assertThat(UseCaseQueryType.of(UseCase.DEVOPS)).extracting(UseCaseQueryType::id).containsExactly(
                "single-groupby-1-1-1", "single-groupby-1-1-12", "single-groupby-1-8-1", "single-groupby-5-1-1",
                "single-groupby-5-1-12", "single-groupby-5-8-1", "cpu-max-all-1", "cpu-max-all-8", "double-groupby-1",
                "double-groupby-5", "double-groupby-all", "high-cpu-1", "high-cpu-all", "lastpoint",
                "groupby-orderby-limit");
        assertThat(UseCaseQueryType.of(UseCase.CPU_ONLY)).isEqualTo(UseCaseQueryType.of(UseCase.DEVOPS));
        assertThat(UseCaseQueryType.of(UseCase.IOT)).extracting(UseCaseQueryType::id).containsExactly(
                "last-loc", "low-fuel", "high-load", "stationary-trucks", "long-driving-sessions",
                "long-daily-sessions", "avg-vs-projected-fuel-consumption", "avg-daily-driving-duration",
                "avg-daily-driving-session", "avg-load", "daily-activity", "breakdown-frequency");
        assertThat(UseCaseQueryType.of(UseCase.THERMO)).extracting(UseCaseQueryType::id).containsExactly(
                "q1-read-group", "q2-count", "q2-avg", "q2-sum", "q2-max", "q2-min", "q3-by-group", "q4-by-minute");
    }

    @Test
    void parsingANameGivesItsTypeAndAnUnknownOneNamesTheAllowedOnes() {
        Arrays.stream(UseCaseQueryType.values()).forEach(t -> assertThat(UseCaseQueryType.parse(t.id())).isEqualTo(t));
        assertThat(UseCaseQueryType.parse(" Last-Loc ")).isEqualTo(UseCaseQueryType.LAST_LOC);

        assertThatThrownBy(() -> UseCaseQueryType.parse("cpu-max-all-32-24")).isInstanceOf(ConfigException.class)
                .hasMessageStartingWith("query type cpu-max-all-32-24: must be one of single-groupby-1-1-1, ")
                .hasMessageContaining("breakdown-frequency")
                .hasMessageNotContaining("\n");
    }
}
