package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.iotbenchrunner.core.testing.DeviceFixtures.G0_D0;
import static org.iotbenchrunner.core.testing.DeviceFixtures.START;

import java.util.List;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class LineProtocolTest {
    @Test
    void oneLinePerRowFieldsInSensorOrderMilliseconds() {
        Batch batch = Batch.of(G0_D0, List.of(
                new Row(START + 5000, new Object[] {true, 3, 123456789012L, 1.1f, -4.62}),
                new Row(START + 10000, new Object[] {false, -7, 0L, 2.5f, 0.30000000000000004})));
        assertThat(LineProtocol.lines(batch)).isEqualTo(
                "g_0,device=d_0 s_0=true,s_1=3i,s_2=123456789012i,s_3=1.1,s_4=-4.62 1640966405000\n"
                        + "g_0,device=d_0 s_0=false,s_1=-7i,s_2=0i,s_3=2.5,s_4=0.30000000000000004 1640966410000");
    }

    @Test
    void nullValuesAreLeftOutAndNamesEscaped() {
        DeviceSchema device = new DeviceSchema(0, "d 0", "g,0", 0, List.of(new Sensor(0, "s=0", SensorType.INT32),
                new Sensor(1, "s_1", SensorType.DOUBLE)));
        Batch batch = Batch.of(device, List.of(new Row(7, new Object[] {null, 1.5})));
        assertThat(LineProtocol.lines(batch)).isEqualTo("g\\,0,device=d\\ 0 s_1=1.5 7");
    }

    @Test
    void textCannotBeStored() {
        DeviceSchema device = new DeviceSchema(0, "d_0", "g_0", 0, List.of(new Sensor(0, "s_0", SensorType.TEXT)));
        assertThatThrownBy(() -> LineProtocol.lines(Batch.of(device, List.of(new Row(1, new Object[] {"abc"})))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("s_0 (TEXT)");
    }
}
