package org.iotbenchrunner.core.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class UseCaseLineProtocolTest {
    private static final long T0 = 1451606400000000000L;

    @Test
    void everyRowOfASmallIotDataSetRoundTrips() {
        List<UseCaseRow> rows = IotGeneratorTest.rows(new IotGenerator(IotGeneratorTest.spec(123, 6, 400)));
        assertThat(rows).anyMatch(r -> r.metrics() < r.fields().size())
                .anyMatch(r -> r.tags().stream().anyMatch(t -> t.value() == null));
        for (UseCaseRow row : rows) {
            String line = UseCaseLineProtocol.line(row);
            UseCaseRow parsed = UseCaseLineProtocol.parse(line + "\n");
            assertThat(parsed).as(line).isEqualTo(present(row));
            assertThat(parsed.metrics()).isEqualTo(row.metrics());
            assertThat(UseCaseLineProtocol.line(parsed)).isEqualTo(line);
        }
    }

    @Test
    void escapesCommasSpacesAndEqualsSigns() {
        UseCaseRow row = new UseCaseRow("weather report,x=1", List.of(new UseCaseRow.Tag("sensor=id", "a b,c=d")),
                T0, List.of(new UseCaseRow.Field("air temp", 21.5)));
        String line = UseCaseLineProtocol.line(row);

        assertThat(line).isEqualTo("weather\\ report\\,x=1,sensor\\=id=a\\ b\\,c\\=d air\\ temp=21.5 " + T0);
        assertThat(UseCaseLineProtocol.parse(line)).isEqualTo(row);
    }

    @Test
    void aLiteralBackslashStaysLiteral() {
        UseCaseRow row = new UseCaseRow("m", List.of(new UseCaseRow.Tag("path", "c:\\x\\,y")), T0,
                List.of(new UseCaseRow.Field("v", 1.0)));
        assertThat(UseCaseLineProtocol.line(row)).isEqualTo("m,path=c:\\x\\\\,y v=1 " + T0);
        assertThat(UseCaseLineProtocol.parse(UseCaseLineProtocol.line(row))).isEqualTo(row);
    }

    @Test
    void integersCarryTheISuffixAndDoublesPlainDecimals() {
        UseCaseRow row = new UseCaseRow("diagnostics", List.of(), T0, List.of(new UseCaseRow.Field("status", 3L),
                new UseCaseRow.Field("current_load", 124.0), new UseCaseRow.Field("tiny", 1.0e-7),
                new UseCaseRow.Field("huge", 1.5e20), new UseCaseRow.Field("negative", -52.31854)));
        String line = UseCaseLineProtocol.line(row);

        assertThat(line).isEqualTo("diagnostics status=3i,current_load=124,tiny=0.0000001,"
                + "huge=150000000000000000000,negative=-52.31854 " + T0);
        UseCaseRow parsed = UseCaseLineProtocol.parse(line);
        assertThat(parsed).isEqualTo(row);
        assertThat(parsed.fields().get(0).value()).isInstanceOf(Long.class);
        assertThat(parsed.fields().get(1).value()).isInstanceOf(Double.class);
    }

    @Test
    void aRowWithoutFieldsIsStillALineAndParsesBack() {
        UseCaseRow row = new UseCaseRow("diagnostics", List.of(new UseCaseRow.Tag("name", "truck_1"),
                new UseCaseRow.Tag("fleet", null)), T0, List.of(new UseCaseRow.Field("fuel_state", null)));
        String line = UseCaseLineProtocol.line(row);

        assertThat(line).isEqualTo("diagnostics,name=truck_1 " + T0);
        UseCaseRow parsed = UseCaseLineProtocol.parse(line);
        assertThat(parsed).isEqualTo(present(row));
        assertThat(parsed.fields()).isEmpty();
        assertThat(parsed.metrics()).isZero();
        assertThat(UseCaseLineProtocol.parse("diagnostics " + T0).tags()).isEmpty();
    }

    @Test
    void aTsbsStyleLineParsesWithSevenMetrics() {
        UseCaseRow row = UseCaseLineProtocol.parse("readings,name=truck_0,fleet=South,driver=Trish,model=H-2,"
                + "device_version=v2.3,load_capacity=1500,fuel_capacity=150,nominal_fuel_consumption=12 "
                + "latitude=52.31854,longitude=4.72037,elevation=124,velocity=0,heading=221,grade=0,"
                + "fuel_consumption=25 1451606400000000000\n");

        assertThat(row.measurement()).isEqualTo("readings");
        assertThat(row.metrics()).isEqualTo(7);
        assertThat(row.tags()).extracting(UseCaseRow.Tag::key).containsExactlyElementsOf(TruckTags.KEYS);
        assertThat(row.tags().get(5)).isEqualTo(new UseCaseRow.Tag("load_capacity", "1500"));
        assertThat(row.fields().get(0)).isEqualTo(new UseCaseRow.Field("latitude", 52.31854));
        assertThat(row.fields().get(2)).isEqualTo(new UseCaseRow.Field("elevation", 124.0));
        assertThat(row.timestampNanos()).isEqualTo(T0);
    }

    @Test
    void aLineOfTsbsInfluxFormatWithTheCapacitiesAsFieldsIsReadLiterally() {
        UseCaseRow row = UseCaseLineProtocol.parse("diagnostics,name=truck_0,fleet=South,driver=Trish,model=H-2,"
                + "device_version=v2.3 load_capacity=1500,fuel_capacity=150,nominal_fuel_consumption=12,"
                + "fuel_state=0.9,current_load=1864,status=3i 1451606410000000000");

        assertThat(row.tags()).hasSize(5);
        assertThat(row.metrics()).isEqualTo(6);
        assertThat(row.fields().get(5)).isEqualTo(new UseCaseRow.Field("status", 3L));
    }

    @Test
    void rejectsWhatIsNotOurs() {
        assertThatThrownBy(() -> UseCaseLineProtocol.parse("m s=\"text\" " + T0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UseCaseLineProtocol.parse("m b=true " + T0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UseCaseLineProtocol.parse("m v=1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> UseCaseLineProtocol.line(new UseCaseRow("m", List.of(), T0,
                List.of(new UseCaseRow.Field("v", Double.NaN))))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theSizeCountsUtf8Bytes() {
        UseCaseRow row = new UseCaseRow("m", List.of(new UseCaseRow.Tag("city", "Zürich")), T0,
                List.of(new UseCaseRow.Field("v", 1L), new UseCaseRow.Field("w", null)));
        UseCaseGenerator generator = new UseCaseGenerator() {
            @Override
            public UseCaseSpec spec() {
                return IotGeneratorTest.spec(1, 1, 1);
            }

            @Override
            public void forEachRow(java.util.function.Consumer<UseCaseRow> sink) {
                sink.accept(row);
                sink.accept(row);
            }
        };
        long lineBytes = ("m,city=Zürich v=1i " + T0 + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8).length;

        assertThat(DataSetSize.of(generator)).isEqualTo(new DataSetSize(2, 2, 2 * lineBytes));
    }

    /** The row as line protocol keeps it: without its null tags and fields. */
    private static UseCaseRow present(UseCaseRow row) {
        return new UseCaseRow(row.measurement(), row.tags().stream().filter(t -> t.value() != null).toList(),
                row.timestampNanos(), row.fields().stream().filter(f -> f.value() != null).toList());
    }
}
