package org.iotbenchrunner.orchestrator.shard;

import com.fasterxml.jackson.annotation.JsonInclude;
import org.iotbenchrunner.core.engine.Measurement;
import org.iotbenchrunner.core.engine.Progress;

/**
 * One line of the coordinator/shard protocol, JSON on one line each way over one TCP connection per shard:
 * <ol>
 * <li>shard: {@code HELLO} with the {@code run} token it was started with, its {@code host} and {@code pid};</li>
 * <li>coordinator: {@code JOB} with its {@link ShardJob} (or {@code ABORT} with an {@code error}, e.g. a wrong
 * token);</li>
 * <li>shard: {@code READY} once its clients are connected and warm; coordinator: {@code GO} when every shard is
 * ready (the start barrier);</li>
 * <li>shard: {@code PROGRESS} about once a second while measuring, {@code ALIVE} every few seconds until it reports
 * (verification runs after the measured phase), and finally {@code RESULT} with its {@link Measurement}
 * (HdrHistograms encoded) or {@code FAILED} with an {@code error}. Then the coordinator closes the connection.</li>
 * </ol>
 * {@code ABORT} from the coordinator, or its connection closing, ends a shard at once.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ShardMessage(Type type, String run, String host, Long pid, ShardJob job, Progress progress,
        Measurement measurement, String error) {

    public enum Type { HELLO, JOB, READY, GO, PROGRESS, ALIVE, RESULT, FAILED, ABORT }

    static ShardMessage hello(String run, String host, long pid) {
        return new ShardMessage(Type.HELLO, run, host, pid, null, null, null, null);
    }

    static ShardMessage job(ShardJob job) {
        return new ShardMessage(Type.JOB, null, null, null, job, null, null, null);
    }

    static ShardMessage of(Type type) {
        return new ShardMessage(type, null, null, null, null, null, null, null);
    }

    static ShardMessage progress(Progress progress) {
        return new ShardMessage(Type.PROGRESS, null, null, null, null, progress, null, null);
    }

    static ShardMessage result(Measurement measurement) {
        return new ShardMessage(Type.RESULT, null, null, null, null, null, measurement, null);
    }

    static ShardMessage failed(Type type, String error) {
        return new ShardMessage(type, null, null, null, null, null, null, error);
    }
}
