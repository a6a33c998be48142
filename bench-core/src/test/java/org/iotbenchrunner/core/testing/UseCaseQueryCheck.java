package org.iotbenchrunner.core.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.usecase.UseCaseGenerator;
import org.iotbenchrunner.core.usecase.UseCaseRows;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswer;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerComparison;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswerRows;
import org.iotbenchrunner.core.usecase.query.UseCaseAnswers;
import org.iotbenchrunner.core.usecase.query.UseCaseQuery;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The use-case conformance check a database module's integration test runs against its real server: after a
 * generated data set is loaded through the client ({@link UseCaseLoading}), ask every query type the binding
 * supports and compare each answer with the expected one. What it returns names every type: verified, differing (with the first difference), or not
 * run (unsupported or unfit, with the reason), so a test can assert that nothing differs and nothing is dropped.
 */
public final class UseCaseQueryCheck {
    /**
     * One query type's outcome: {@code difference} or {@code notRun} is set, or neither (verified).
     * {@code emptyAnswers} counts the queries whose expected answer has no row, so a log shows which types were
     * verified on answers that hold nothing (see {@link RareIotRows}).
     */
    public record Outcome(UseCaseQueryType type, int queries, int emptyAnswers, String difference, String notRun) {
        public boolean differs() {
            return difference != null;
        }

        @Override
        public String toString() {
            String state = difference != null ? "DIFFERS: " + difference
                    : notRun != null ? "not run: " + notRun : "verified";
            String empty = emptyAnswers == 0 ? "" : ", " + emptyAnswers + " expected empty";
            return type.id() + " (" + queries + " queries" + empty + ") " + state;
        }
    }

    private UseCaseQueryCheck() {
    }

    /** Asks {@code perType} queries of every type of the spec's use case and compares the answers. */
    public static List<Outcome> verify(DatabaseBinding binding, UseCaseClient client, UseCaseSpec spec, int perType,
                                       long seed) throws Exception {
        return verify(binding, client, spec, UseCaseGenerator.of(spec), UseCaseQueryType.of(spec.useCase()), perType,
                seed);
    }

    /**
     * Asks {@code perType} queries of each of {@code types}, drawn for {@code spec}, and compares the answers with
     * those of the rows loaded, {@code loaded} (e.g. {@link RareIotRows}).
     */
    public static List<Outcome> verify(DatabaseBinding binding, UseCaseClient client, UseCaseSpec spec,
                                       UseCaseRows loaded, List<UseCaseQueryType> types, int perType, long seed)
            throws Exception {
        UseCaseQueryGenerator generator = new UseCaseQueryGenerator(spec, seed);
        Map<UseCaseQueryType, String> unsupported = binding.useCases().orElseThrow().unsupportedQueries();
        Map<UseCaseQueryType, List<UseCaseQuery>> asked = new LinkedHashMap<>();
        List<Outcome> outcomes = new ArrayList<>();
        for (UseCaseQueryType type : types) {
            Optional<String> unfit = generator.unfit(type);
            if (unsupported.containsKey(type) || unfit.isPresent()) {
                outcomes.add(new Outcome(type, 0, 0, null, unsupported.getOrDefault(type, unfit.orElse(null))));
                continue;
            }
            List<UseCaseQuery> queries = new ArrayList<>();
            for (int i = 0; i < perType; i++) {
                queries.add(generator.next(type));
            }
            asked.put(type, queries);
        }
        List<UseCaseQuery> all = asked.values().stream().flatMap(List::stream).toList();
        List<UseCaseAnswer> expected = UseCaseAnswers.of(loaded, all);
        int next = 0;
        for (Map.Entry<UseCaseQueryType, List<UseCaseQuery>> entry : asked.entrySet()) {
            String difference = null;
            int empty = 0;
            for (UseCaseQuery query : entry.getValue()) {
                UseCaseAnswer want = expected.get(next++);
                if (want.rows().isEmpty()) {
                    empty++;
                }
                if (difference == null) {
                    difference = UseCaseAnswerComparison.DEFAULT.difference(entry.getKey(), want,
                            UseCaseAnswerRows.of(client, query)).map(d -> query + ": " + d).orElse(null);
                }
            }
            outcomes.add(new Outcome(entry.getKey(), entry.getValue().size(), empty, difference, null));
        }
        return outcomes;
    }
}
