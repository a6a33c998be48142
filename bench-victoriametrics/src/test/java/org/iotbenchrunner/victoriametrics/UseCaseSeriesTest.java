package org.iotbenchrunner.victoriametrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.junit.jupiter.api.Test;

class UseCaseSeriesTest {
    @Test
    void rowsGoToTheInfluxEndpointInNanosecondsUnderTheDatabaseLabel() {
        assertThat(UseCaseSeries.writePath("bench")).isEqualTo("/influx/write?db=bench&precision=ns");
        assertThat(UseCaseSeries.writePath("a b&c")).isEqualTo("/influx/write?db=a+b%26c&precision=ns");
    }

    @Test
    void aFieldIsTheSeriesOfItsMeasurementAndName() {
        assertThat(UseCaseSeries.metricName("readings", "fuel_consumption")).isEqualTo("readings_fuel_consumption");
    }

    @Test
    void registeringDeletesTheSeriesOfEachMeasurementsFieldsInTheDatabase() {
        UseCaseSchema iot = UseCaseSchema.of(UseCase.IOT);
        assertThat(UseCaseSeries.selector(iot.measurement("diagnostics"), "bench")).isEqualTo(
                "{__name__=~\"diagnostics_fuel_state|diagnostics_current_load|diagnostics_status\",db=\"bench\"}");
        VmRequest deletion = UseCaseSeries.deletion(iot, "bench");
        assertThat(deletion.path()).isEqualTo("/api/v1/admin/tsdb/delete_series");
        assertThat(deletion.params()).extracting(e -> e.getKey()).containsExactly("match[]", "match[]");
        assertThat(deletion.params()).extracting(e -> e.getValue()).containsExactly(
                UseCaseSeries.selector(iot.measurement("readings"), "bench"),
                UseCaseSeries.selector(iot.measurement("diagnostics"), "bench"));
        assertThat(deletion.form()).startsWith("match%5B%5D=%7B__name__%3D%7E%22readings_latitude%7C");
    }

    @Test
    void namesAreMatchedLiterally() {
        UseCaseSchema.Measurement odd = new UseCaseSchema.Measurement("m.x", List.of(),
                List.of(new UseCaseSchema.Field("a+b", false)));
        assertThat(UseCaseSeries.selector(odd, "d\"b")).isEqualTo("{__name__=~\"m\\\\.x_a\\\\+b\",db=\"d\\\"b\"}");
    }
}
