package org.iotbenchrunner.report.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.iotbenchrunner.core.result.DiskIo;
import org.iotbenchrunner.core.result.ResultFiles;
import org.iotbenchrunner.core.result.RunResult;
import org.iotbenchrunner.core.result.RunStatus;
import org.iotbenchrunner.core.sweep.Sweep;
import org.iotbenchrunner.core.sweep.SweepAxis;
import org.iotbenchrunner.core.sweep.SweepCell;
import org.iotbenchrunner.core.sweep.SweepManifest;
import org.iotbenchrunner.core.sweep.SweepMode;
import org.iotbenchrunner.report.data.Fixtures;

/**
 * A made-up one-factor sweep on IoTDB: CLIENT_NUMBER 1, 4, *16 and COMPRESSOR *UNCOMPRESSED, SNAPPY, GZIP, each cell
 * a write and a read result. Write throughput is 1000 points/s per client (less 10 % per compressor step), write
 * I/O 1 MiB per client; the read test has no disk I/O in the SNAPPY cell (an old result: unknown). Numbers are
 * chosen to be told apart, not realistic.
 */
final class SweepFixtures {
    static final SweepAxis CLIENTS = SweepAxis.parse("CLIENT_NUMBER=1,4,*16", null);
    static final SweepAxis COMPRESSOR = SweepAxis.parse("COMPRESSOR=UNCOMPRESSED,SNAPPY,GZIP", null);
    static final long MIB = 1024 * 1024;

    private SweepFixtures() {
    }

    static Path write(Path dir) throws IOException {
        List<SweepCell> cells = new Sweep(SweepMode.ONE_FACTOR, List.of(CLIENTS, COMPRESSOR)).cells();
        List<SweepManifest.Cell> entries = new ArrayList<>();
        for (SweepCell cell : cells) {
            entries.add(new SweepManifest.Cell(cell.number(), cell.parameters(), cell.directory(), cell.baseline(),
                    "completed", null));
            Path cellDir = dir.resolve(cell.directory()).resolve("iotdb");
            ResultFiles.write(cellDir.resolve("write.json"), result("write", cell.parameters()));
            ResultFiles.write(cellDir.resolve("read.json"), result("read", cell.parameters()));
        }
        SweepManifest manifest = new SweepManifest(SweepManifest.SCHEMA_VERSION, "one-factor",
                List.of(CLIENTS, COMPRESSOR), List.of("iotdb"), List.of("write", "read"), null, null,
                Instant.parse("2026-11-28T00:00:00Z"), entries);
        new ObjectMapper().registerModule(new JavaTimeModule()).disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
                .writeValue(dir.resolve(SweepManifest.FILE_NAME).toFile(), manifest);
        return dir;
    }

    static RunResult result(String test, Map<String, String> parameters) {
        int clients = Integer.parseInt(parameters.get("CLIENT_NUMBER"));
        int step = COMPRESSOR.values().indexOf(parameters.get("COMPRESSOR"));
        double throughput = 1000.0 * clients * (1 - 0.1 * step);
        RunResult base = Fixtures.run("iotdb", null, test, throughput, 2.0 + clients, 50, 512, 0,
                RunStatus.COMPLETED);
        boolean unknownIo = test.equals("read") && step == 1;
        long written = clients * MIB;
        DiskIo io = unknownIo ? null : new DiskIo("process-io", null, 0.0, 12.0, 0L, written, 0.0, written / 12.0,
                null, null, null, null, null);
        return base.toBuilder().parameters(new LinkedHashMap<>(parameters)).diskIo(io).build();
    }
}
