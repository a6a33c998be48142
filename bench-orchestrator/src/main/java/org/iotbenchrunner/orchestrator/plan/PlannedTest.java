package org.iotbenchrunner.orchestrator.plan;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.engine.BenchmarkEngine;
import org.iotbenchrunner.core.result.PlannedWork;
import org.iotbenchrunner.core.spi.DatabaseBinding;

/**
 * One test the campaign will run, as its progress line sees it: which {@code test} on which {@code database}, shown as
 * {@code label}, whether it writes ({@code write}), its {@code work}: points for a write test, operations for a read
 * test, warm-up included (the warm-up takes time too), and its cap ({@code capSeconds}, TEST_MAX_TIME; 0: none).
 */
public record PlannedTest(String database, String test, String label, boolean write, double work, double capSeconds) {

    public static PlannedTest of(RunPlan plan, DatabaseBinding binding, Scenario scenario, String label) {
        BenchmarkConfig config = plan.configFor(binding, scenario);
        PlannedWork planned = BenchmarkEngine.planned(config, config.loop());
        Long counted = scenario.isWrite() ? planned.points() : planned.operations();
        // a mix of writes and queries (a user's OPERATION_PROPORTION) has no fixed count: its loops, then
        double work = counted != null ? counted : (double) config.loop() * config.dataClients();
        return new PlannedTest(binding.id(), scenario.id(), label, scenario.isWrite(), work,
                config.getLong(ConfigKey.TEST_MAX_TIME) / 1000.0);
    }

    /** Tests whose rates tell each other's: one-row batches cost per request, so they say nothing of bulk writes. */
    public String kind() {
        return !write ? "read" : test.equals(Scenario.BATCH_SMALL.id()) ? "one-row write" : "write";
    }
}
