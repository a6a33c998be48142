package org.iotbenchrunner.orchestrator.usecase;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.config.ServerProfile;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

/** The ranking's sizes scaled to a host, one factor for both, and said so. */
class RankingVariantTest {
    private static final long GIB = ServerResources.GIB;

    @Test
    void aTwoCoreHostHalvesBothSizesKeepingTheirRatio() {
        List<RankingVariant> variants = RankingVariant.forHost(2, 24 * GIB, RankingVariant.PROFILES);

        assertThat(variants).extracting(RankingVariant::folder).containsExactly("xsmall/default", "xsmall/tuned",
                "small/default", "small/tuned");
        RankingVariant xSmall = variants.get(0);
        RankingVariant small = variants.get(2);
        assertThat(xSmall.cpusArgument()).isEqualTo("1.00");
        assertThat(xSmall.memoryArgument()).isEqualTo("4096m");
        assertThat(small.cpusArgument()).isEqualTo("2.00");
        assertThat(small.memoryArgument()).isEqualTo("8192m");
        assertThat(xSmall.scaling()).isEqualTo("xSmall (m5.large: 2 vCPU, 8 GiB) scaled to 1 CPUs, 4.0 GiB (x0.50, "
                + "so that small's 4 vCPU and 16 GiB fit this host's 2 CPUs); 50 client threads and batches of 1000 "
                + "rows, as published");
        assertThat(variants.get(1).profileLabel()).isEqualTo("tuned");
        assertThat(xSmall.profileLabel()).isEqualTo("vanilla");
    }

    @Test
    void memoryCanBeTheBoundAndABigHostRunsThePostsSizes() {
        RankingVariant small = RankingVariant.forHost(8, 16 * GIB, List.of(ServerProfile.TUNED)).get(1);
        assertThat(small.memoryArgument()).isEqualTo("8192m");
        assertThat(small.scaling()).contains("x0.50").contains("fit half of this host's 16.0 GiB");

        List<RankingVariant> big = RankingVariant.forHost(16, 64 * GIB, List.of(ServerProfile.DEFAULT));
        assertThat(big).extracting(RankingVariant::cpusArgument).containsExactly("2.00", "4.00");
        assertThat(big.get(1).scaling()).as("the post's size: nothing scaled").isNull();
    }

    @Test
    void aTunedServerIsSizedForItsSizeOrLessWhereTheHostHasLess() {
        RankingVariant xSmall = RankingVariant.forHost(2, 24 * GIB, RankingVariant.PROFILES).get(1);
        assertThat(xSmall.resources(new ServerResources(20 * GIB, 2))).isEqualTo(new ServerResources(4 * GIB, 1));
        assertThat(xSmall.resources(new ServerResources(2 * GIB, 2))).isEqualTo(new ServerResources(2 * GIB, 1));
    }
}
