package org.iotbenchrunner.core.spi;

import java.nio.file.Path;
import java.util.List;

/**
 * One node of a server the harness started, for per-node sampling and sizing: its {@code name} (unique in the
 * server, e.g. {@code datanode-2}), its {@code role} in the database's words (e.g. {@code ConfigNode},
 * {@code DataNode}, {@code node}), where clients reach it ({@code endpoint}; null for a node clients do not talk to,
 * such as IoTDB's ConfigNode), the process whose tree holds it ({@code pid}; -1 when the harness cannot see it, as in
 * a container) and its {@code dataDirectories} (empty when it stores nothing or the harness cannot see them).
 */
public record ServerNode(String name, String role, Endpoint endpoint, long pid, List<Path> dataDirectories) {
    public ServerNode {
        dataDirectories = List.copyOf(dataDirectories);
    }
}
