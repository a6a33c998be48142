package org.iotbenchrunner.core.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;
import org.junit.jupiter.api.Test;

/** The altered rows answer low-fuel and stationary-trucks with trucks, where the generated ones answer nothing. */
class RareIotRowsTest {
    private static final Instant START = Instant.parse("2016-01-01T00:00:00Z");
    private static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.IOT, 123, 12, START,
            START.plus(Duration.ofHours(3)), Duration.ofSeconds(10));

    @Test
    void everyDrawnQueryOfTheRareTypesFindsTheAlteredTruckOfItsFleet() {
        RareIotRows rows = new RareIotRows(SPEC);
        List<UseCaseQuery> queries = queries();
        List<UseCaseAnswer> altered = UseCaseAnswers.of(rows, queries);
        List<UseCaseAnswer> generated = UseCaseAnswers.of(UseCaseGenerator.of(SPEC), queries);
        assertThat(rows.altered()).hasSizeBetween(4, 8);
        for (int i = 0; i < queries.size(); i++) {
            assertThat(altered.get(i).rows()).as(queries.get(i).describe()).isNotEmpty()
                    .allSatisfy(row -> assertThat(rows.altered()).contains(row.device()));
            assertThat(generated.get(i).rows()).as(queries.get(i).describe()).isEmpty();
        }
    }

    private static List<UseCaseQuery> queries() {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(SPEC, 7);
        List<UseCaseQuery> queries = new ArrayList<>();
        for (UseCaseQueryType type : RareIotRows.TYPES) {
            for (int i = 0; i < 5; i++) {
                queries.add(generator.next(type));
            }
        }
        return queries;
    }
}
