package org.iotbenchrunner.orchestrator.usecase;

import java.io.PrintStream;
import java.util.Locale;
import org.iotbenchrunner.core.config.BenchmarkConfig;
import org.iotbenchrunner.core.result.UseCaseLoadResult.DiskAgainstRaw;
import org.iotbenchrunner.core.spi.DatabaseBinding;
import org.iotbenchrunner.core.spi.UseCaseClient;
import org.iotbenchrunner.core.spi.UseCaseSupport;
import org.iotbenchrunner.core.usecase.ThermoStudyFormat;
import org.iotbenchrunner.core.usecase.UseCaseSchema;
import org.iotbenchrunner.orchestrator.provision.ServerSession;
import org.iotbenchrunner.orchestrator.sampling.DiskProbe;

/**
 * The thermo data set's size on disk beside its raw size, as the TDengine/Cassandra study compares them, measured
 * after the queries. The study stopped each server first; our providers stop a server by removing it with its
 * files, so the size is taken with the server running, after the fresh client's flush where the binding has one,
 * and the result says so ({@code serverStopped} false).
 */
final class DiskAgainstRawProbe {
    static final String RAW_FORMAT = "the study's text layout: '<devid> dev_<devid> <devgroup> <ms> <temperature> "
            + "<humidity, 4 decimals>' a line";
    private static final String RUNNING = "; the server running (no provider here stops one and keeps its files)";
    private static final double MB = 1024.0 * 1024.0;

    private DiskAgainstRawProbe() {
    }

    static DiskAgainstRaw measure(DatabaseBinding binding, ServerSession session, BenchmarkConfig config,
            LoadSource source, LoadRequest request) {
        UseCaseSupport useCases = LoadRun.useCasesOf(binding);
        UseCaseSchema schema = UseCaseSchema.of(request.useCase());
        DiskProbe.Outcome disk = DiskProbe.measure(binding, session, endpoint -> {
            try (UseCaseClient client = useCases.open(endpoint, config)) {
                return client.useCaseDiskSize(schema);
            }
        });
        Long diskBytes = disk.size() == null ? null : disk.size().bytes();
        String method = disk.size() == null ? "not measured: " + disk.reason() : disk.size().method() + RUNNING;
        long raw = ThermoStudyFormat.bytes(source.rows());
        Long fileBytes = request.writeDataFile() != null && source.file() != null ? source.file().bytes() : null;
        return new DiskAgainstRaw(diskBytes, method, false, raw, RAW_FORMAT, fileBytes,
                diskBytes == null || raw == 0 ? null : diskBytes / (double) raw);
    }

    static void print(PrintStream out, String prefix, DiskAgainstRaw d) {
        out.println(prefix + String.format(Locale.ROOT, "disk against raw: %s on disk (%s), %s raw in the study's "
                + "text layout%s%s", size(d.diskBytes()), d.diskMethod(), size(d.rawBytes()),
                d.dataFileBytes() == null ? "" : ", our file " + size(d.dataFileBytes()),
                d.diskToRaw() == null ? "" : String.format(Locale.ROOT, ": disk/raw %.2f", d.diskToRaw())));
    }

    private static String size(Long bytes) {
        return bytes == null ? "unknown" : String.format(Locale.ROOT, "%,d bytes (%.1f MB)", bytes, bytes / MB);
    }
}
