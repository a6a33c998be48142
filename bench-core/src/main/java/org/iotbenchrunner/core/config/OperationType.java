package org.iotbenchrunner.core.config;

/** The thirteen operations of OPERATION_PROPORTION, in its fixed order, with the names reports print. */
public enum OperationType {
    INGESTION("INGESTION", false),
    PRECISE_POINT("PRECISE_POINT", false),
    TIME_RANGE("TIME_RANGE", false),
    VALUE_RANGE("VALUE_RANGE", true),
    AGG_RANGE("AGG_RANGE", false),
    AGG_VALUE("AGG_VALUE", true),
    AGG_RANGE_VALUE("AGG_RANGE_VALUE", true),
    GROUP_BY("GROUP_BY", false),
    LATEST_POINT("LATEST_POINT", false),
    RANGE_QUERY_DESC("RANGE_QUERY_DESC", false),
    VALUE_RANGE_QUERY_DESC("VALUE_RANGE_QUERY_DESC", true),
    GROUP_BY_DESC("GROUP_BY_DESC", false),
    SET_OPERATION("SET_OPERATION", false);

    private final String reportName;
    private final boolean valueFilter;

    OperationType(String reportName, boolean valueFilter) {
        this.reportName = reportName;
        this.valueFilter = valueFilter;
    }

    public String reportName() {
        return reportName;
    }

    public boolean isQuery() {
        return this != INGESTION;
    }

    /** Queries with a value predicate select numeric sensors only. */
    public boolean numericOnly() {
        return valueFilter;
    }
}
