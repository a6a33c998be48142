package org.iotbenchrunner.influxdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.iotbenchrunner.core.testing.DeviceFixtures.D1;

import java.util.List;
import org.iotbenchrunner.core.workload.Batch;
import org.iotbenchrunner.core.workload.DeviceSchema;
import org.iotbenchrunner.core.workload.Row;
import org.iotbenchrunner.core.workload.Sensor;
import org.iotbenchrunner.core.workload.SensorType;
import org.junit.jupiter.api.Test;

class LineProtocolTest {

    @Test
    void writesOneLinePerRowWithTypedFieldsInSensorOrder() {
        Batch batch = Batch.of(D1, List.of(
                new Row(1640966405000L, new Object[] {true, 7, 8L, 1.25f, -2.5, "ab"}),
                new Row(1640966410000L, new Object[] {false, -1, 0L, 0.1f, 3.0, ""})));
        assertThat(LineProtocol.lines(batch)).isEqualTo(
                "g_1,device=d_1 s_0=true,s_1=7i,s_2=8i,s_3=1.25,s_4=-2.5,s_5=\"ab\" 1640966405000\n"
                        + "g_1,device=d_1 s_0=false,s_1=-1i,s_2=0i,s_3=0.1,s_4=3.0,s_5=\"\" 1640966410000");
    }

    @Test
    void quotesAndEscapesStringsAndNames() {
        DeviceSchema odd = new DeviceSchema(0, "d 0,x=y", "g,0 a", 0,
                List.of(new Sensor(0, "s=0", SensorType.TEXT), new Sensor(1, "s 1", SensorType.TEXT)));
        Batch batch = Batch.of(odd, List.of(new Row(5, new Object[] {"say \"hi\"", "back\\slash"})));
        assertThat(LineProtocol.lines(batch)).isEqualTo(
                "g\\,0\\ a,device=d\\ 0\\,x\\=y s\\=0=\"say \\\"hi\\\"\",s\\ 1=\"back\\\\slash\" 5");
    }

    @Test
    void leavesOutNullValues() {
        Batch batch = Batch.of(D1, List.of(new Row(5, new Object[] {null, 7, null, null, null, "a"})));
        assertThat(LineProtocol.lines(batch)).isEqualTo("g_1,device=d_1 s_1=7i,s_5=\"a\" 5");
    }
}
