package org.iotbenchrunner.orchestrator.provision.container;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.iotbenchrunner.core.spi.LocalBuild;

/**
 * The inputs of a local image build: the files of the project's {@code docker/<recipe>} folder (packaged into the
 * harness as resources, so the jar builds images on its own) and the folders the binding adds to the context, with
 * a hash over them that names the build.
 */
public record DockerRecipe(Map<String, byte[]> files, Map<String, Path> extraContext, String inputsHash) {
    private static final int HASH_CHARS = 12;

    static DockerRecipe of(LocalBuild build) throws IOException {
        Map<String, byte[]> files = files(build.recipe());
        return new DockerRecipe(files, build.extraContext(), hash(files, build.extraContext()));
    }

    /** The recipe's files, the shell scripts executable (resources lose their modes), and the added folders. */
    void writeContext(Path context) throws IOException {
        for (Map.Entry<String, byte[]> f : files.entrySet()) {
            Path target = context.resolve(f.getKey());
            Files.createDirectories(target.getParent());
            Files.write(target, f.getValue());
            if (f.getKey().endsWith(".sh")) {
                Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
        for (Map.Entry<String, Path> folder : extraContext.entrySet()) {
            copyTree(folder.getValue(), context.resolve(folder.getKey()));
        }
    }

    static Map<String, byte[]> files(String recipe) throws IOException {
        URL dockerfile = DockerRecipe.class.getResource("/docker/" + recipe + "/Dockerfile");
        if (dockerfile == null) {
            throw new IOException("this build of the harness has no docker/" + recipe + "/Dockerfile");
        }
        try {
            URI uri = dockerfile.toURI();
            if (!uri.getScheme().equals("jar")) {
                return read(Path.of(uri).getParent());
            }
            try (FileSystem jar = FileSystems.newFileSystem(uri, Map.of())) {
                return read(jar.provider().getPath(uri).getParent());
            } catch (FileSystemAlreadyExistsException e) {
                return read(FileSystems.getFileSystem(uri).provider().getPath(uri).getParent());
            }
        } catch (URISyntaxException e) {
            throw new IOException(e);
        }
    }

    private static Map<String, byte[]> read(Path folder) throws IOException {
        Map<String, byte[]> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path f : walk.filter(Files::isRegularFile).toList()) {
                files.put(folder.relativize(f).toString(), Files.readAllBytes(f));
            }
        }
        return files;
    }

    /** The recipe's contents, and the added folders' file names, sizes and modification times (they may be large). */
    static String hash(Map<String, byte[]> files, Map<String, Path> extraContext) throws IOException {
        MessageDigest digest = sha256();
        files.forEach((name, content) -> {
            digest.update(name.getBytes(StandardCharsets.UTF_8));
            digest.update(content);
        });
        for (Map.Entry<String, Path> folder : new TreeMap<>(extraContext).entrySet()) {
            for (Path f : sortedFiles(folder.getValue())) {
                String entry = folder.getKey() + "/" + folder.getValue().relativize(f) + " " + Files.size(f) + " "
                        + Files.getLastModifiedTime(f).toMillis();
                digest.update(entry.getBytes(StandardCharsets.UTF_8));
            }
        }
        return HexFormat.of().formatHex(digest.digest()).substring(0, HASH_CHARS);
    }

    private static List<Path> sortedFiles(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            return walk.filter(Files::isRegularFile).sorted().toList();
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            walk.forEach(source -> {
                Path target = to.resolve(from.relativize(source).toString());
                try {
                    if (Files.isDirectory(source)) {
                        Files.createDirectories(target);
                    } else {
                        Files.copy(source, target, StandardCopyOption.COPY_ATTRIBUTES);
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
