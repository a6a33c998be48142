package org.iotbenchrunner.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class CompilerQuietTest {

    @Test
    void countsTheUserAndSystemTicksOfCompilerThreadsOnly() {
        assertThat(CompilerQuiet.ticksOf("4242 (C2 CompilerThre) S 1 1 1 0 -1 4194368 0 0 0 0 57 3 0 0 20 0 1 0"))
                .isEqualTo(60);
        assertThat(CompilerQuiet.ticksOf("4243 (C1 CompilerThre) S 1 1 1 0 -1 4194368 0 0 0 0 5 1 0 0 20 0 1 0"))
                .isEqualTo(6);
        assertThat(CompilerQuiet.ticksOf("4244 (load-worker) S 1 1 1 0 -1 4194368 0 0 0 0 500 100 0 0 20 0 1 0"))
                .isZero();
        assertThat(CompilerQuiet.ticksOf("4245 (a (C2 CompilerThre)) S 1 1 1 0 -1 4194368 0 0 0 0 5 1 0 0 20"))
                .as("a name that only contains it").isZero();
    }

    @Test
    void neverWaitsLongerThanItsBound() throws InterruptedException {
        assertThat(CompilerQuiet.await(Duration.ofHours(1), Duration.ofMillis(100)))
                .isLessThan(Duration.ofSeconds(5));
    }
}
