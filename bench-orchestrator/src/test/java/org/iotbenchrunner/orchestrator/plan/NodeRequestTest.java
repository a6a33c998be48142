package org.iotbenchrunner.orchestrator.plan;

import static org.assertj.core.api.Assertions.assertThat;

import org.iotbenchrunner.core.spi.ClusterShape;
import org.iotbenchrunner.core.spi.Spread;
import org.junit.jupiter.api.Test;

class NodeRequestTest {
    @Test
    void noOptionsIsOneServerRoundRobin() {
        assertThat(NodeRequest.parse(null, null, null)).isEqualTo(NodeRequest.SINGLE);
        assertThat(NodeRequest.parse(1, null, null).clustered()).isFalse();
    }

    @Test
    void severalNodesAskForACluster() {
        NodeRequest r = NodeRequest.parse(3, 2, "all-nodes");
        assertThat(r.cluster()).isEqualTo(new ClusterShape(3, 2));
        assertThat(r.spread()).isEqualTo(Spread.ALL_NODES);
        assertThat(NodeRequest.parse(3, null, null).cluster()).isEqualTo(new ClusterShape(3, null));
    }

    @Test
    void oneNodeWithAReplicationFactorIsAClusterOfOne() {
        assertThat(NodeRequest.parse(1, 1, null).cluster()).isEqualTo(new ClusterShape(1, 1));
    }
}
