package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.dockerjava.api.model.Statistics;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import org.iotbenchrunner.core.result.IoCounters;
import org.iotbenchrunner.core.result.ResourceSample;
import org.iotbenchrunner.core.result.ResourceUsage;
import org.junit.jupiter.api.Test;

/**
 * The stats arithmetic on two successive snapshots of the Docker stats API, as the engine sends them
 * (fixtures in src/test/resources/docker-stats, one pair per cgroup version).
 */
class ContainerStatsTest {
    /** Like docker-java's own mapper: the API has fields the model does not. */
    private static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final double MIB = 1024.0 * 1024.0;

    private static List<Statistics> fixture(String name) throws IOException {
        try (InputStream in = ContainerStatsTest.class.getResourceAsStream("/docker-stats/" + name)) {
            return List.of(JSON.readValue(in, Statistics[].class));
        }
    }

    /** 1.5 s of CPU in 2 s of the 2-core host's CPU time, 1 s apart: 1.5 cores = 150 %. */
    @Test
    void cgroupV1CpuIsNormalisedToOneCoreLikeDockerStats() throws IOException {
        List<Statistics> s = fixture("cgroup-v1.json");
        assertThat(ContainerStats.cpuPercent(s.get(0), s.get(1))).isCloseTo(150.0, within(1e-9));
        assertThat(ContainerStats.cgroupVersion(s.get(1))).isEqualTo("cgroup v1");
    }

    /** usage minus total_inactive_file: 1088 MiB used, of which 288 MiB inactive file cache. */
    @Test
    void cgroupV1MemoryWithoutCacheSubtractsTotalInactiveFile() throws IOException {
        Statistics second = fixture("cgroup-v1.json").get(1);
        assertThat(ContainerStats.memoryBytes(second) / MIB).isEqualTo(1088.0);
        assertThat(ContainerStats.memoryWithoutCacheBytes(second) / MIB).isEqualTo(800.0);
    }

    /** 2 s of CPU in 4 s of the 4-core host's CPU time: 2 cores = 200 %; no per-CPU counters in v2. */
    @Test
    void cgroupV2CpuUsesOnlineCpus() throws IOException {
        List<Statistics> s = fixture("cgroup-v2.json");
        assertThat(s.get(1).getCpuStats().getCpuUsage().getPercpuUsage()).isNull();
        assertThat(ContainerStats.cpuPercent(s.get(0), s.get(1))).isCloseTo(200.0, within(1e-9));
        assertThat(ContainerStats.cgroupVersion(s.get(1))).isEqualTo("cgroup v2");
    }

    /** usage minus inactive_file: 2128 - 544 MiB; shared memory (shmem) stays in, unlike v2's anon. */
    @Test
    void cgroupV2MemoryWithoutCacheSubtractsInactiveFile() throws IOException {
        Statistics second = fixture("cgroup-v2.json").get(1);
        assertThat(ContainerStats.memoryBytes(second) / MIB).isEqualTo(2128.0);
        assertThat(ContainerStats.memoryWithoutCacheBytes(second) / MIB).isEqualTo(1584.0);
    }

    @Test
    void aSampleCombinesBothSnapshots() throws IOException {
        List<Statistics> s = fixture("cgroup-v2.json");
        ResourceSample sample = ContainerStats.sample(3.0, s.get(0), s.get(1));
        assertThat(sample).isEqualTo(new ResourceSample(3.0, 200.0, 2128.0, 1584.0,
                new IoCounters(4_096, 751_968_256)));
    }

    /** Old engines without online_cpus: the number of per-CPU counters (cgroup v1), as docker stats does. */
    @Test
    void withoutOnlineCpusThePerCpuCountersCount() throws IOException {
        ObjectNode[] raw = JSON.readValue(ContainerStatsTest.class.getResourceAsStream("/docker-stats/cgroup-v1.json"),
                ObjectNode[].class);
        for (ObjectNode snapshot : raw) {
            ((ObjectNode) snapshot.get("cpu_stats")).remove("online_cpus");
        }
        Statistics before = JSON.treeToValue(raw[0], Statistics.class);
        Statistics after = JSON.treeToValue(raw[1], Statistics.class);
        assertThat(ContainerStats.cpuPercent(before, after)).isCloseTo(150.0, within(1e-9));
    }

    /** A restarted counter or an idle interval gives 0, not a negative or infinite share. */
    @Test
    void noProgressGivesZero() throws IOException {
        List<Statistics> s = fixture("cgroup-v1.json");
        assertThat(ContainerStats.cpuPercent(s.get(1), s.get(0))).isZero();
        assertThat(ContainerStats.cpuPercent(s.get(1), s.get(1))).isZero();
        assertThat(ContainerStats.memoryWithoutCacheBytes(new Statistics())).isZero();
    }

    /** The sampler pairs each snapshot with the one before; the first opens the series with its counters. */
    @Test
    void theSamplerTurnsNSnapshotsIntoAnOpeningAndNMinusOneSamples() throws IOException {
        List<Statistics> s = fixture("cgroup-v1.json");
        ContainerStatsSampler sampler = new ContainerStatsSampler(null, "unused");
        sampler.accept(s.get(0), 1.0);
        sampler.accept(s.get(1), 2.0);
        ResourceUsage usage = sampler.stop();
        assertThat(usage.source()).isEqualTo("docker stats API, cgroup v1");
        assertThat(usage.samples()).hasSize(2);
        assertThat(usage.samples().get(0).io()).isEqualTo(new IoCounters(1_052_672, 52_834_304));
        assertThat(usage.samples().get(0).cpuPercent()).as("over no time").isZero();
        assertThat(usage.samples().get(1)).isEqualTo(new ResourceSample(2.0, 150.0, 1088.0, 800.0,
                new IoCounters(1_052_672, 60_817_408)));
        assertThat(usage.within(1.5, 2.0).peakMemoryNoCacheMb()).isEqualTo(800.0);
        sampler.accept(s.get(0), 3.0);
        assertThat(sampler.stop().samples()).as("nothing after stop").hasSize(2);
    }

    /** v1 names its ops Read/Write and adds a Total, left out; v2 names them read/write; devices are summed. */
    @Test
    void blockIoSumsReadsAndWritesOverDevices() throws IOException {
        assertThat(ContainerStats.io(fixture("cgroup-v2.json").get(1))).isEqualTo(new IoCounters(4_096, 751_968_256));
        Statistics twoDevices = JSON.readValue("{\"memory_stats\": {\"stats\": {\"total_inactive_file\": 0}},"
                + "\"blkio_stats\": {\"io_service_bytes_recursive\": ["
                + "{\"major\": 8, \"minor\": 0, \"op\": \"Read\", \"value\": 100},"
                + "{\"major\": 8, \"minor\": 0, \"op\": \"Write\", \"value\": 200},"
                + "{\"major\": 8, \"minor\": 0, \"op\": \"Total\", \"value\": 300},"
                + "{\"major\": 8, \"minor\": 16, \"op\": \"Write\", \"value\": 50}]}}", Statistics.class);
        assertThat(ContainerStats.io(twoDevices)).isEqualTo(new IoCounters(100, 250));
        Statistics v2 = fixture("cgroup-v2.json").get(1);
        v2.getBlkioStats().getIoServiceBytesRecursive().clear();
        assertThat(ContainerStats.io(v2)).as("v2 lists only devices with I/O").isEqualTo(new IoCounters(0, 0));
        Statistics v1 = fixture("cgroup-v1.json").get(1);
        v1.getBlkioStats().getIoServiceBytesRecursive().removeIf(e -> !e.getOp().equals("Total"));
        assertThat(ContainerStats.io(v1)).as("v1 without device lines: unknown, not 0").isNull();
        assertThat(ContainerStats.io(JSON.readValue("{}", Statistics.class))).isNull();
    }
}
