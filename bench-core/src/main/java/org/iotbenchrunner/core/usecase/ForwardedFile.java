package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

/**
 * A data file whose every line the survey found fit to be sent as it is ({@link ForwardableLines}), as it was then:
 * its size and its modification time. A load that finds the file so unchanged counts each line's fields without
 * checking the line again; one that finds it changed checks every line, as without a survey.
 */
public record ForwardedFile(long bytes, FileTime modified) {

    static ForwardedFile of(Path file) {
        try {
            return new ForwardedFile(Files.size(file), Files.getLastModifiedTime(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    /** Whether {@code file} is still as the survey found it. */
    boolean unchanged(Path file) {
        try {
            return equals(of(file));
        } catch (UncheckedIOException e) {
            return false;
        }
    }
}
