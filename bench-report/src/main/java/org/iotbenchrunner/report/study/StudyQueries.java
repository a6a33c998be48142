package org.iotbenchrunner.report.study;

import java.util.List;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/** The study's query suite: its types in the study's order and the group bounds N its sweep visits. */
final class StudyQueries {
    private static final List<String> TYPES = UseCaseQueryType.of(UseCase.THERMO).stream()
            .map(UseCaseQueryType::id).toList();

    private StudyQueries() {
    }

    /** The type's place in the study's order (q1, q2-count ... q2-min, q3, q4); unknown types last. */
    static int order(String type) {
        int i = TYPES.indexOf(type);
        return i < 0 ? Integer.MAX_VALUE : i;
    }

    /** q1 reads one group, {@code devgroup = 0..90}; the others bound groups, {@code devgroup < 10..100}. */
    static List<Integer> sweep(String type) {
        return type.equals(UseCaseQueryType.THERMO_READ_GROUP.id())
                ? IntStream.rangeClosed(0, 9).map(i -> i * 10).boxed().toList()
                : IntStream.rangeClosed(1, 10).map(i -> i * 10).boxed().toList();
    }

    static boolean readGroup(String type) {
        return type.equals(UseCaseQueryType.THERMO_READ_GROUP.id());
    }
}
