package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.config.ConfigKey;
import org.iotbenchrunner.core.config.ConfigLayers;
import org.iotbenchrunner.core.config.OperationType;
import org.iotbenchrunner.core.config.Scenario;
import org.iotbenchrunner.core.result.OperationResult;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.WrongAnswerBinding;

/**
 * The integration check every database shares: on a real server, {@code --verify} passes a database's right
 * answers (point counts and values), and catches a point count off by {@code countOffset} on {@code wrongCount}
 * and a wrong value on {@code wrongValue} in every one of their answers.
 */
public final class VerificationCheck {
    private static final int READ_LOOPS = 60;
    private static final java.util.Set<OperationType> READ_TYPES = java.util.EnumSet.range(OperationType.PRECISE_POINT,
            OperationType.VALUE_RANGE_QUERY_DESC);

    private VerificationCheck() {
    }

    /** Writes the baseline of {@code layers} first, then runs READ with every query verified. */
    public static void assertCatchesWrongAnswers(DatabaseBinding binding, Endpoint endpoint, ConfigLayers layers,
            OperationType wrongCount, long countOffset, OperationType wrongValue) throws Exception {
        ConfigLayers base = layers.copy().set(ConfigKey.INIT_WAIT_TIME, 0);
        BenchmarkConfig write = base.copy().scenario(Scenario.WRITE, binding.supportedOperations()).build();
        Scenario reads = binding.supportedOperations().containsAll(READ_TYPES) ? Scenario.READ
                : Scenario.READ_SUPPORTED;
        BenchmarkConfig read = base.copy().scenario(reads, binding.supportedOperations())
                .set(ConfigKey.LOOP, READ_LOOPS).build();
        assertThat(new BenchmarkEngine(binding, endpoint).run(write, ProgressListener.NONE).total()
                .failedOperations()).isZero();
        RunOptions verify = RunOptions.DEFAULT.verifying(write.loop() * write.batchSize());
        long queries = (long) read.dataClients() * READ_LOOPS;

        Measurement right = new BenchmarkEngine(binding, endpoint).run(read, ProgressListener.NONE, verify);
        assertThat(right.total().failedOperations()).isZero();
        assertThat(right.verification().verifiedOperations()).isEqualTo(queries);
        assertThat(right.verification().mismatches()).as("%s", right.total().mismatchExamples()).isZero();
        assertThat(right.verification().valuesVerified()).isEqualTo(queries);
        assertThat(right.verification().valueMismatches()).as("%s", right.total().values()).isZero();
        assertThat(right.verification().valuesNotChecked()).isZero();
        assertThat(right.verification().covers()).isEqualTo("point counts and values");

        Measurement wrong = new BenchmarkEngine(new WrongAnswerBinding(binding, wrongCount, countOffset), endpoint)
                .run(read, ProgressListener.NONE, verify);
        OperationResult counted = wrong.operation(wrongCount);
        assertThat(counted.okOperations()).isPositive();
        assertThat(counted.failedOperations()).isZero();
        assertThat(counted.mismatches()).isEqualTo(counted.okOperations());
        assertThat(wrong.verification().mismatches()).isEqualTo(counted.okOperations());

        Measurement wrongValues = new BenchmarkEngine(WrongAnswerBinding.wrongValues(binding, wrongValue), endpoint)
                .run(read, ProgressListener.NONE, verify);
        OperationResult valued = wrongValues.operation(wrongValue);
        assertThat(valued.okOperations()).isPositive();
        assertThat(valued.mismatches()).isZero();
        assertThat(valued.values().mismatches()).isEqualTo(valued.okOperations());
        assertThat(wrongValues.verification().valueMismatches()).isEqualTo(valued.okOperations());
    }
}
