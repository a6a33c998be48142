package org.iotbenchrunner.core.result;

/** A query whose answer differed from the expected one: its readable description and both point counts. */
public record Mismatch(String query, long expected, long actual) {
}
