package org.iotbenchrunner.orchestrator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.Yaml;

/**
 * docker/'s compose files against the modules, which own each database's recipe and set-up: every service is a
 * database a module declares (bench-*&#47;setup/databases) and names, as {@code x-recipe}, a Dockerfile folder in that
 * module; every recipe has a service; the tuned file only layers over the baseline's services. No engine is used.
 */
class ComposeFilesTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Path DOCKER = ROOT.resolve("docker");

    @Test
    void everyServiceNamesARecipeInItsDatabasesModule() throws IOException {
        Map<String, String> modules = databaseModules();
        services("docker-compose.yml").forEach((name, service) -> {
            assertThat(modules).as("service %s: a database of some bench-*/setup/databases", name).containsKey(name);
            Object recipe = service.get("x-recipe");
            assertThat(recipe).as("service %s: its x-recipe", name).isInstanceOf(String.class);
            Path folder = DOCKER.resolve((String) recipe).normalize();
            assertThat(folder.resolve("Dockerfile")).as("service %s: the Dockerfile of its x-recipe", name)
                    .isRegularFile();
            assertThat(folder).as("service %s: its recipe lies in its module", name)
                    .startsWith(ROOT.resolve(modules.get(name)).resolve("src/main/resources/docker"));
        });
    }

    @Test
    void everyRecipeHasAService() throws IOException {
        Set<Path> named = services("docker-compose.yml").values().stream()
                .map(service -> DOCKER.resolve((String) service.get("x-recipe")).normalize())
                .collect(Collectors.toSet());
        assertThat(recipes()).isNotEmpty().allSatisfy(recipe -> assertThat(named)
                .as("a service in docker/docker-compose.yml whose x-recipe is %s", ROOT.relativize(recipe))
                .contains(recipe));
    }

    @Test
    void theTunedFileLayersOverTheBaselinesServices() throws IOException {
        assertThat(services("docker-compose.yml").keySet())
                .containsAll(services("docker-compose.tuned.yml").keySet());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Map<String, Object>> services(String file) throws IOException {
        try (Reader in = Files.newBufferedReader(DOCKER.resolve(file))) {
            Map<String, Object> compose = new Yaml().load(in);
            return (Map<String, Map<String, Object>>) compose.get("services");
        }
    }

    /**
     * The Dockerfile folders of every database module: bench-*&#47;src/main/resources/docker/*&#47;Dockerfile; the
     * orchestrator's own (the harness image swarm shards run in) is not a database's.
     */
    private static Set<Path> recipes() throws IOException {
        Set<Path> recipes = new TreeSet<>();
        try (Stream<Path> modules = Files.list(ROOT)) {
            for (Path module : modules.filter(m -> m.getFileName().toString().startsWith("bench-")
                    && !m.getFileName().toString().equals("bench-orchestrator")).toList()) {
                Path docker = module.resolve("src/main/resources/docker");
                if (Files.isDirectory(docker)) {
                    try (Stream<Path> folders = Files.list(docker)) {
                        folders.filter(f -> Files.isRegularFile(f.resolve("Dockerfile"))).forEach(recipes::add);
                    }
                }
            }
        }
        return recipes;
    }

    /** Each database id a module's setup/databases declares, with that module's folder name. */
    private static Map<String, String> databaseModules() throws IOException {
        Map<String, String> modules = new TreeMap<>();
        try (Stream<Path> files = Files.list(ROOT)) {
            for (Path module : files.filter(m -> Files.isRegularFile(m.resolve("setup/databases"))).toList()) {
                for (String line : Files.readAllLines(module.resolve("setup/databases"))) {
                    List<String> fields = List.of(line.trim().split("\\s+"));
                    if (!fields.get(0).isEmpty() && !fields.get(0).startsWith("#")) {
                        modules.put(fields.get(0), module.getFileName().toString());
                    }
                }
            }
        }
        return modules;
    }
}
