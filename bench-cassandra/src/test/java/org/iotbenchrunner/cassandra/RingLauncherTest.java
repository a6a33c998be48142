package org.iotbenchrunner.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.nio.file.Path;
import org.iotbenchrunner.core.spi.ServerResources;
import org.junit.jupiter.api.Test;

class RingLauncherTest {
    @Test
    void theNodesTokensSplitTheMurmur3RangeEvenlyFromItsStart() {
        assertThat(RingLauncher.token(1, 3)).isEqualTo(BigInteger.valueOf(Long.MIN_VALUE));
        assertThat(RingLauncher.token(2, 3)).isEqualTo(new BigInteger("-3074457345618258603"));
        assertThat(RingLauncher.token(3, 3)).isEqualTo(new BigInteger("3074457345618258602"));
        assertThat(RingLauncher.token(2, 2)).isEqualTo(BigInteger.ZERO);
    }

    @Test
    void eachNodeIsSeededByTheFirstTakesItsTokenWithoutBootstrapAndTheRingsFactor() {
        String yaml = CassandraServerConfig.yaml(new CassandraServerConfig.Listeners("127.0.0.2", "127.0.0.2", null,
                9100, 9200), new CassandraServerConfig.Directories(Path.of("/w/node-2")),
                RingLauncher.ringSettings(2, 3, 3, "127.0.0.1:9200"),
                CassandraTuning.defaults(new ServerResources(8 * ServerResources.GIB, 1)));
        assertThat(yaml).contains("listen_address: 127.0.0.2\n", "rpc_address: 127.0.0.2\n",
                "      - seeds: '127.0.0.1:9200'\n", "initial_token: -3074457345618258603\n",
                "auto_bootstrap: false\n", "default_keyspace_rf: 3\n", "num_tokens: 1\n");
    }

    @Test
    void nodeKListensOn127001PlusK() {
        assertThat(RingLauncher.address(3)).isEqualTo("127.0.0.3");
        assertThatThrownBy(() -> RingLauncher.address(255)).hasMessageContaining("1 to 254 nodes");
    }

    @Test
    void aRingNodeStartsWithoutWaitingForGossipOrRangeMovements() {
        assertThat(CassandraServerConfig.RING_START).contains("-Dcassandra.skip_wait_for_gossip_to_settle=0",
                "-Dcassandra.consistent.rangemovement=false");
    }
}
