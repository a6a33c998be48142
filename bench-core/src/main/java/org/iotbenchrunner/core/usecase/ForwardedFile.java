package org.iotbenchrunner.core.usecase;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;

/**
 * A data file whose every line the survey found fit to be sent as it is ({@link ForwardableLines}), as it was then:
 * its size and its modification time, and {@code uniformFields}: the fields of every line where each has as many and
 * no line is blank, a comment or ends in {@code \r} (0 otherwise). A load that finds the file so unchanged counts
 * each line's fields without checking the line again, or, for uniform lines, only counts lines; one that finds it
 * changed checks every line, as without a survey.
 */
public record ForwardedFile(long bytes, FileTime modified, int uniformFields) {

    static ForwardedFile of(Path file) {
        try {
            return new ForwardedFile(Files.size(file), Files.getLastModifiedTime(file), 0);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    ForwardedFile withUniformFields(int fields) {
        return new ForwardedFile(bytes, modified, fields);
    }

    /** Whether {@code file} is still as the survey found it. */
    boolean unchanged(Path file) {
        try {
            ForwardedFile now = of(file);
            return now.bytes == bytes && now.modified.equals(modified);
        } catch (UncheckedIOException e) {
            return false;
        }
    }
}
