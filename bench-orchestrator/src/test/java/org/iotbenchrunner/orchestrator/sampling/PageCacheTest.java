package org.iotbenchrunner.orchestrator.sampling;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Against stand-ins for /proc/sys/vm/drop_caches: the real one would empty this machine's page cache. */
class PageCacheTest {
    @TempDir
    Path temp;

    @Test
    void writesThreeAfterSync() throws Exception {
        Path control = Files.createFile(temp.resolve("drop_caches"));
        PageCache.Outcome outcome = new PageCache(control).drop();
        assertThat(outcome.dropped()).isTrue();
        assertThat(outcome.note()).isEqualTo("sync, then 3 written to " + control);
        assertThat(Files.readString(control)).isEqualTo("3\n");
    }

    @Test
    void aMissingControlFileIsReportedNotThrown() {
        PageCache.Outcome outcome = new PageCache(temp.resolve("none")).drop();
        assertThat(outcome.dropped()).isFalse();
        assertThat(outcome.note()).isEqualTo("no " + temp.resolve("none") + " on this system");
    }

    @Test
    void aControlThatCannotBeWrittenIsReportedWithTheReason() throws Exception {
        Path directory = Files.createDirectory(temp.resolve("drop_caches"));
        PageCache.Outcome outcome = new PageCache(directory).drop();
        assertThat(outcome.dropped()).isFalse();
        assertThat(outcome.note()).startsWith("cannot write " + directory + ": ").contains("directory");
    }
}
