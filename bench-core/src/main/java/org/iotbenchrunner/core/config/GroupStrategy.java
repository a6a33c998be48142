package org.iotbenchrunner.core.config;

/** SG_STRATEGY: how a device id maps to a group (the tree model applies the mapping twice, see spec §2.2). */
public enum GroupStrategy {
    MOD, DIV, HASH;

    public static GroupStrategy of(String name) {
        return valueOf(name.toUpperCase(java.util.Locale.ROOT));
    }

    public int groupOf(int deviceId, int deviceCount, int groupCount) {
        int table = map(deviceId, deviceCount, groupCount);
        return map(table, groupCount, groupCount);
    }

    private int map(int id, int count, int n) {
        return switch (this) {
            case MOD -> id % n;
            case DIV -> {
                int per = count / n;
                yield per == 0 ? id : (id / per) % n;
            }
            case HASH -> Math.floorMod(String.valueOf(id).hashCode(), n);
        };
    }
}
