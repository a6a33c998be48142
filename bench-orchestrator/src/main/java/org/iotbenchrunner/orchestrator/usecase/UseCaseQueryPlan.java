package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The queries of every type asked, drawn once from the seed in the order the types were asked, so that every
 * database answers the same queries (whether it supports a type or not does not change the others'); a type the
 * data set cannot answer draws nothing and keeps the generator's reason. A type that sweeps a parameter, asked per
 * point, draws its sweep that many times over. The expected answers are computed once, in
 * one pass over the rows, when first asked for.
 */
public final class UseCaseQueryPlan {
    /** One type: its queries, or why the data set cannot answer it (then no queries). */
    record Planned(UseCaseQueryType type, List<UseCaseQuery> queries, String unfitReason) {
    }

    private final List<Planned> types;
    private Map<UseCaseQueryType, List<UseCaseAnswer>> expected;

    private UseCaseQueryPlan(List<Planned> types) {
        this.types = List.copyOf(types);
    }

    static UseCaseQueryPlan draw(QueryRequest request, UseCaseSpec dataSet) {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(dataSet, request.seed());
        List<Planned> planned = new ArrayList<>();
        for (UseCaseQueryType type : request.types()) {
            String unfit = generator.unfit(type).orElse(null);
            List<UseCaseQuery> queries = new ArrayList<>();
            int count = request.perPoint() != null && type.thermo()
                    ? request.perPoint() * UseCaseQueryGenerator.sweep(type).size() : request.count();
            for (int i = 0; unfit == null && i < count; i++) {
                queries.add(generator.next(type));
            }
            planned.add(new Planned(type, queries, unfit));
        }
        return new UseCaseQueryPlan(planned);
    }

    List<Planned> types() {
        return types;
    }

    /** The expected answer of each query of each type that has queries, in the queries' order. */
    synchronized Map<UseCaseQueryType, List<UseCaseAnswer>> expected(UseCaseRows rows) {
        if (expected == null) {
            List<UseCaseQuery> all = types.stream().flatMap(p -> p.queries().stream()).toList();
            List<UseCaseAnswer> answers = UseCaseAnswers.of(rows, all);
            Map<UseCaseQueryType, List<UseCaseAnswer>> byType = new EnumMap<>(UseCaseQueryType.class);
            int i = 0;
            for (Planned p : types) {
                byType.put(p.type(), answers.subList(i, i + p.queries().size()));
                i += p.queries().size();
            }
            expected = byType;
        }
        return expected;
    }
}
