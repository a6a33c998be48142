package org.iotbenchrunner.core.engine;

import java.util.List;
import java.util.Random;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.OperationType;

/** Draws each loop's operation from OPERATION_PROPORTION with the client's own seeded random. */
final class OperationMix {
    private final List<OperationType> active;
    private final double[] cumulative;
    private final Random random;

    OperationMix(BenchmarkConfig config, Random random) {
        this.active = config.activeOperations();
        this.random = random;
        this.cumulative = new double[active.size()];
        double total = active.stream().mapToDouble(config::operationWeight).sum();
        double sum = 0;
        for (int i = 0; i < active.size(); i++) {
            sum += config.operationWeight(active.get(i)) / total;
            cumulative[i] = sum;
        }
    }

    OperationType next() {
        if (active.size() == 1) {
            return active.get(0);
        }
        double x = random.nextDouble();
        for (int i = 0; i < cumulative.length; i++) {
            if (x < cumulative[i]) {
                return active.get(i);
            }
        }
        return active.get(active.size() - 1);
    }
}
