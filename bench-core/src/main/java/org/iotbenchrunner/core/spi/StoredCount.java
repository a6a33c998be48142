package org.iotbenchrunner.core.spi;

/** The rows a loaded use case's tables hold, as the database counted them, and how ({@code method}). */
public record StoredCount(long rows, String method) {
}
