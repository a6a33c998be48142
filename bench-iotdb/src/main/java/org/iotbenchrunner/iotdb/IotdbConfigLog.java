package org.iotbenchrunner.iotdb;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The DataNode's own account of the configuration it runs with: at start it logs {@code IoTDB configuration:} and
 * then one {@code \tfieldName=value;} line per field of its IoTDBConfig (camel case of the property's name, e.g.
 * {@code compactionPriority} for {@code compaction_priority}). Keys of other config classes (the TsFile's
 * {@code page_size_in_byte}, the common ones) and prefixed ones ({@code dn_*}) are not there: for those the value of
 * the property file stays what is recorded.
 */
final class IotdbConfigLog {
    private static final Pattern FIELD = Pattern.compile("^\\t([a-z][A-Za-z0-9]*)=(.*);$", Pattern.MULTILINE);

    private IotdbConfigLog() {
    }

    /** {@code recorded} with each of {@code keys} the log shows replaced by the value the DataNode logged. */
    static Map<String, String> over(Map<String, String> recorded, Collection<String> keys, Path log) {
        Map<String, String> logged;
        try {
            logged = fields(Files.readString(log, StandardCharsets.ISO_8859_1));
        } catch (IOException e) {
            return recorded;
        }
        Map<String, String> read = new LinkedHashMap<>(recorded);
        for (String key : keys) {
            String value = logged.get(field(key));
            if (value != null) {
                read.put(key, value);
            }
        }
        return read;
    }

    /** Every {@code fieldName=value} of the configuration lines in {@code log}. */
    static Map<String, String> fields(String log) {
        Map<String, String> fields = new LinkedHashMap<>();
        Matcher m = FIELD.matcher(log);
        while (m.find()) {
            fields.put(m.group(1), m.group(2).strip());
        }
        return fields;
    }

    /** {@code compaction_priority} as IoTDBConfig's field: {@code compactionPriority}. */
    static String field(String key) {
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (char c : key.toCharArray()) {
            if (c == '_') {
                upper = true;
            } else {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return name.toString();
    }
}
