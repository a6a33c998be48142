package org.iotbenchrunner.core.workload;

/** Sensor data types in the order of INSERT_DATATYPE_PROPORTION. */
public enum SensorType {
    BOOLEAN, INT32, INT64, FLOAT, DOUBLE, TEXT, STRING, BLOB, TIMESTAMP, DATE, OBJECT;

    /** Value filters skip these types. */
    public boolean isNumeric() {
        return this != BOOLEAN && this != TEXT && this != STRING && this != BLOB;
    }
}
