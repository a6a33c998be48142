package org.iotbenchrunner.iotdb;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import org.apache.iotdb.isession.SessionDataSet;
import org.apache.iotdb.session.Session;
import org.iotbenchrunner.core.spi.DiskSize;
import org.iotbenchrunner.core.spi.Endpoint;
import org.iotbenchrunner.core.spi.RunningServer;
import org.iotbenchrunner.core.spi.ServerFiles;

/**
 * A ConfigNode and a DataNode started by {@link IotdbLocalServer}. A restart stops both and starts them again on the
 * same configuration and data. Closing stops the DataNode, then the ConfigNode (SIGTERM, SIGKILL after 30 s), and
 * deletes the work directory; closing again does nothing.
 */
final class LocalIotdb implements RunningServer {
    static final long STARTUP_TIMEOUT_MS = 120_000;
    private static final long STOP_TIMEOUT_MS = 30_000;
    static final String CONFIGNODE_LOG = "logs/confignode.out";
    static final String DATANODE_LOG = "logs/datanode.out";

    private final Path workDir;
    private final Endpoint endpoint;
    private final int configNodePort;
    private final Map<String, String> settings;
    private Path configNodeScript;
    private Map<String, String> configNodeEnvironment;
    private Path dataNodeScript;
    private Map<String, String> dataNodeEnvironment;
    private Process configNode;
    private Process dataNode;
    private boolean closed;

    LocalIotdb(Path workDir, Endpoint endpoint, int configNodePort, Map<String, String> settings) {
        this.workDir = workDir;
        this.endpoint = endpoint;
        this.configNodePort = configNodePort;
        this.settings = settings;
    }

    /** Starts the ConfigNode, waits for it, then the DataNode, and waits until it answers a session. */
    void start(Path configNodeScript, Map<String, String> configNodeEnvironment, Path dataNodeScript,
            Map<String, String> dataNodeEnvironment) throws Exception {
        this.configNodeScript = configNodeScript;
        this.configNodeEnvironment = configNodeEnvironment;
        this.dataNodeScript = dataNodeScript;
        this.dataNodeEnvironment = dataNodeEnvironment;
        long deadline = System.currentTimeMillis() + STARTUP_TIMEOUT_MS;
        configNode = launch(configNodeScript, configNodeEnvironment, CONFIGNODE_LOG);
        awaitConfigNode(deadline);
        dataNode = launch(dataNodeScript, dataNodeEnvironment, DATANODE_LOG);
        awaitDataNode(deadline);
    }

    @Override
    public Map<String, String> settings() {
        return settings;
    }

    /** The DataNode's TsFiles and WAL, after the client's FLUSH (the orchestrator asks the client first). */
    @Override
    public Optional<DiskSize> diskSize() {
        Path dataNode = workDir.resolve("datanode");
        try {
            return Optional.of(new DiskSize(ServerFiles.allocatedBytes(List.of(dataNode.resolve("data"),
                    dataNode.resolve("wal"))), "bytes allocated under the private DataNode's data and WAL "
                    + "directories (du) after FLUSH"));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    @Override
    public boolean restartable() {
        return true;
    }

    /** Both nodes stopped (DataNode first, so it flushes its memtables) and started again on the same files. */
    @Override
    public synchronized void restart() throws Exception {
        if (closed || configNodeScript == null) {
            throw new IllegalStateException("the IoTDB server is " + (closed ? "closed" : "not started"));
        }
        stop(dataNode);
        stop(configNode);
        start(configNodeScript, configNodeEnvironment, dataNodeScript, dataNodeEnvironment);
    }

    @Override
    public Endpoint endpoint() {
        return endpoint;
    }

    /** The DataNode's JVM, which stores and queries the data. */
    @Override
    public synchronized long pid() {
        return dataNode == null ? -1 : javaProcess(dataNode).pid();
    }

    /** Both nodes' JVMs: the ConfigNode (cluster metadata) costs memory and some CPU during a run too. */
    @Override
    public synchronized List<Long> processes() {
        return Stream.of(configNode, dataNode).filter(p -> p != null).map(p -> javaProcess(p).pid()).toList();
    }

    /** {@code -f} keeps the node in the foreground: the script execs the JVM, so the process is the node. */
    private Process launch(Path script, Map<String, String> environment, String log) throws IOException {
        ProcessBuilder builder = new ProcessBuilder("bash", script.toString(), "-f")
                .directory(workDir.toFile())
                .redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(workDir.resolve(log).toFile()));
        Map<String, String> env = builder.environment();
        env.keySet().removeIf(IotdbServerConfig::isScriptVariable);
        env.putAll(environment);
        env.putIfAbsent("JAVA_HOME", System.getProperty("java.home"));
        return builder.start();
    }

    /** The ConfigNode is up once its internal port accepts connections. */
    private void awaitConfigNode(long deadline) throws Exception {
        int internalPort = configNodePort;
        String last = "no attempt";
        while (System.currentTimeMillis() < deadline) {
            requireAlive(configNode, "ConfigNode", CONFIGNODE_LOG);
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress(endpoint.host(), internalPort), 1000);
                return;
            } catch (IOException e) {
                last = e.getMessage();
            }
            Thread.sleep(200);
        }
        throw new TimeoutException("the IoTDB ConfigNode did not open port " + internalPort + " within "
                + STARTUP_TIMEOUT_MS / 1000 + " s (" + last + ")" + logs());
    }

    /** The DataNode is up once a session opens on its RPC port and answers {@code SHOW VERSION}. */
    private void awaitDataNode(long deadline) throws Exception {
        String last = "no attempt";
        while (System.currentTimeMillis() < deadline) {
            requireAlive(configNode, "ConfigNode", CONFIGNODE_LOG);
            requireAlive(dataNode, "DataNode", DATANODE_LOG);
            Session session = new Session.Builder().host(endpoint.host()).port(endpoint.port())
                    .username(endpoint.user()).password(endpoint.password()).enableRedirection(false).build();
            try {
                session.open(false, 2000);
                SessionDataSet version = session.executeQueryStatement("SHOW VERSION");
                version.closeOperationHandle();
                return;
            } catch (Exception e) {
                last = e.getMessage();
            } finally {
                try {
                    session.close();
                } catch (Exception ignored) {
                    // not open
                }
            }
            Thread.sleep(500);
        }
        throw new TimeoutException("the IoTDB DataNode did not accept a session on port " + endpoint.port()
                + " within " + STARTUP_TIMEOUT_MS / 1000 + " s (" + last + ")" + logs());
    }

    private void requireAlive(Process process, String name, String log) throws IOException {
        if (!process.isAlive()) {
            throw new IOException("the IoTDB " + name + " exited with code " + process.exitValue() + ":\n"
                    + ServerFiles.tail(workDir.resolve(log)));
        }
    }

    private String logs() {
        return "\nConfigNode log:\n" + ServerFiles.tail(workDir.resolve(CONFIGNODE_LOG)) + "\nDataNode log:\n"
                + ServerFiles.tail(workDir.resolve(DATANODE_LOG));
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            stop(dataNode);
            stop(configNode);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill(dataNode);
            kill(configNode);
        }
        ServerFiles.delete(workDir, "IoTDB");
    }

    /** SIGTERM lets the node flush and exit; SIGKILL after {@value #STOP_TIMEOUT_MS} ms. */
    private static void stop(Process process) throws InterruptedException {
        if (process == null) {
            return;
        }
        List<ProcessHandle> tree = Stream.concat(Stream.of(process.toHandle()), process.descendants()).toList();
        tree.forEach(ProcessHandle::destroy);
        for (ProcessHandle handle : tree) {
            try {
                handle.onExit().get(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            } catch (ExecutionException | TimeoutException e) {
                handle.destroyForcibly();
            }
        }
        if (!process.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS)) {
            kill(process);
            process.waitFor(STOP_TIMEOUT_MS, TimeUnit.MILLISECONDS);
        }
    }

    private static void kill(Process process) {
        if (process != null) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    /** The JVM of a node: the process itself once the script has exec'ed java, else its java descendant. */
    static ProcessHandle javaProcess(Process process) {
        ProcessHandle self = process.toHandle();
        if (isJava(self)) {
            return self;
        }
        Optional<ProcessHandle> java = process.descendants().filter(LocalIotdb::isJava).findFirst();
        return java.orElse(self);
    }

    private static boolean isJava(ProcessHandle handle) {
        return handle.info().command().map(c -> c.endsWith("/java") || c.equals("java")).orElse(false);
    }
}
