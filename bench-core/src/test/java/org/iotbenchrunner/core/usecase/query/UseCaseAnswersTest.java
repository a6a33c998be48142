package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRow;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.junit.jupiter.api.Test;

class UseCaseAnswersTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");

    private static UseCaseSpec dataSet(UseCase useCase, int scale) {
        return new UseCaseSpec(useCase, 123, scale, START, START.plus(Duration.ofHours(25)), Duration.ofSeconds(60));
    }

    @Test
    void onePassGivesEachQueryTheAnswerItHasAlone() {
        for (UseCase useCase : List.of(UseCase.CPU_ONLY, UseCase.IOT)) {
            UseCaseSpec dataSet = dataSet(useCase, 8);
            UseCaseGenerator rows = UseCaseGenerator.of(dataSet);
            UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet, 5);
            List<UseCaseQuery> queries = UseCaseQueryType.of(useCase).stream().map(generator::next).toList();

            List<UseCaseAnswer> batch = UseCaseAnswers.of(rows, queries);

            List<UseCaseRow> inHand = new ArrayList<>();
            rows.forEachRow(inHand::add);
            for (int i = 0; i < queries.size(); i++) {
                assertThat(batch.get(i)).as(queries.get(i).describe())
                        .isEqualTo(UseCaseAnswers.of(inHand, queries.get(i)));
            }
        }
    }

    @Test
    void generatedDataSetsGiveAnswersOfTheShapeTheTypesDefine() {
        UseCaseSpec devops = dataSet(UseCase.DEVOPS, 8);
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(devops, 5);
        UseCaseQuery lastpoint = generator.next(UseCaseQueryType.LASTPOINT);
        UseCaseQuery hour = generator.next(UseCaseQueryType.SINGLE_GROUPBY_1_1_1);

        List<UseCaseAnswer> answers = UseCaseAnswers.of(UseCaseGenerator.of(devops), List.of(lastpoint, hour));

        assertThat(answers.get(0).rows()).hasSize(8)
                .allSatisfy(r -> assertThat(r.values()).hasSize(UseCaseQuery.CPU_METRICS.size()));
        // a window of an hour not aligned to minutes touches 60 or 61 of them
        assertThat(answers.get(1).rows()).hasSizeBetween(60, 61)
                .allSatisfy(r -> assertThat(r.values()).containsOnlyKeys("max_usage_user"));
    }
}
