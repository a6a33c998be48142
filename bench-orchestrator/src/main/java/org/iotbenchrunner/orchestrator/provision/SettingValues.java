package org.iotbenchrunner.orchestrator.provision;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a server runs with the settings {@code --server-set} asked of it: each asked value against the one read
 * back, the same value in another spelling counting as the same (case, {@code 1.0} for {@code 1}, a size in another
 * unit: PostgreSQL's {@code 65536kB} for {@code 64MB}).
 */
public final class SettingValues {
    private static final Pattern SIZE = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(B|kB|KB|k|K|MB|M|m|GB|G|g|TB|T|t)?");
    private static final Map<String, Long> UNIT_BYTES = Map.ofEntries(Map.entry("B", 1L),
            Map.entry("k", 1L << 10), Map.entry("m", 1L << 20), Map.entry("g", 1L << 30), Map.entry("t", 1L << 40));

    private SettingValues() {
    }

    /**
     * One line for each setting of {@code asked} (of database {@code db}) that {@code readBack} (the settings as
     * the server runs with them) does not show, or shows with another value.
     */
    public static List<String> notApplied(String db, Map<String, String> asked, Map<String, String> readBack) {
        List<String> lines = new ArrayList<>();
        asked.forEach((key, value) -> {
            String read = readBack.get(key);
            String setting = "--server-set " + db + ":" + key + "=" + value + ": ";
            if (read == null || read.isBlank()) {
                lines.add(setting + "not read back (the server does not know it)");
            } else if (!same(value, read)) {
                lines.add(setting + "the server reads back " + read);
            }
        });
        return lines;
    }

    /** Whether {@code read} is {@code asked} in the server's spelling. */
    public static boolean same(String asked, String read) {
        String a = asked.strip();
        String r = read.strip();
        if (a.equalsIgnoreCase(r)) {
            return true;
        }
        Matcher askedSize = SIZE.matcher(a);
        Matcher readSize = SIZE.matcher(r);
        // a bare number is in the server's own unit (PostgreSQL's work_mem=65536 is kB), so only numbers compare to it
        return askedSize.matches() && readSize.matches()
                && (askedSize.group(2) == null) == (readSize.group(2) == null)
                && bytes(askedSize).compareTo(bytes(readSize)) == 0;
    }

    /** A matched number, or size with a unit in bytes. */
    private static BigDecimal bytes(Matcher m) {
        BigDecimal number = new BigDecimal(m.group(1));
        if (m.group(2) == null) {
            return number;
        }
        String unit = m.group(2).equals("B") ? "B" : m.group(2).substring(0, 1).toLowerCase(Locale.ROOT);
        return number.multiply(BigDecimal.valueOf(UNIT_BYTES.get(unit)));
    }
}
