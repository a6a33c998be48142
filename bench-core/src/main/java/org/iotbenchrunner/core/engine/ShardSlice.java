package org.iotbenchrunner.core.engine;

/**
 * Which of a run's clients one process runs when the run is split into {@code count} client shards: shard
 * {@code index} runs client {@code c} where {@code c mod count == index}, each client keeping the devices it has in
 * the whole run, so any number of shards writes and reads the same data. {@code barrier} is awaited once the
 * shard's clients are connected and warm, right before its measured phase starts: every shard starts together.
 */
public record ShardSlice(int index, int count, StartBarrier barrier) {

    /** The whole run in one process. */
    public static final ShardSlice WHOLE = new ShardSlice(0, 1, () -> { });

    /** Blocks until every shard is ready to measure; throws when the run is called off. */
    @FunctionalInterface
    public interface StartBarrier {
        void await() throws Exception;
    }

    public ShardSlice {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("shard " + index + " of " + count + " does not exist");
        }
    }

    public boolean includes(int client) {
        return client % count == index;
    }

    public boolean whole() {
        return count == 1;
    }
}
