package org.iotbenchrunner.orchestrator.usecase;

import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.ClusterSupport;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.orchestrator.plan.RunPlan;
import org.iotbenchrunner.orchestrator.plan.ShardPlan;

/**
 * One server layout a preset runs its data set on, each into its own results folder below the database's
 * ({@code folder}): {@link #SINGLE one server}, or a {@code cluster} of data nodes started by the provider.
 */
public record StudyTopology(String folder, ClusterShape cluster) {

    public static final StudyTopology SINGLE = new StudyTopology("single", null);

    /** A cluster of {@code dataNodes} data nodes, the replication factor the launcher's choice. */
    public static StudyTopology nodes(int dataNodes) {
        return new StudyTopology("nodes-" + dataNodes, new ClusterShape(dataNodes, null));
    }

    public boolean clustered() {
        return cluster != null;
    }

    /** Why {@code binding} cannot run on this layout here, in one line; null when it can. */
    String unavailableReason(DatabaseBinding binding) {
        if (!clustered() || binding.cluster().map(ClusterSupport::launcher).isPresent()) {
            return null;
        }
        return binding.noClusterReason();
    }

    /** The plan with its servers started in this layout (one server: no cluster, whatever --nodes said). */
    RunPlan applyTo(RunPlan plan) {
        return new RunPlan(plan.selection(), plan.scenarios(), plan.scaleLabel(), plan.base(), plan.assignments(),
                plan.outputDir(), plan.provider(), plan.verify(), plan.warmup(), plan.runs(), plan.valueQueries(),
                plan.rate(), plan.server().withCluster(cluster), plan.cache(), plan.arrangement(), plan.pregenerate(),
                ShardPlan.NONE, plan.serverSets(), plan.parameters());
    }
}
