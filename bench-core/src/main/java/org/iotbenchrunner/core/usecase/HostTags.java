package org.iotbenchrunner.core.usecase;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The tags a DevOps host carries on every row, in TSBS's order. Each host's are drawn from value sets like TSBS's
 * documented ones (nine cloud regions with their datacenters, three OS releases, two architectures, four teams, ...).
 */
public record HostTags(String hostname, String region, String datacenter, String rack, String os, String arch,
                       String team, String service, String serviceVersion, String serviceEnvironment) {

    public static final List<String> KEYS = List.of("hostname", "region", "datacenter", "rack", "os", "arch", "team",
            "service", "service_version", "service_environment");

    private record Region(String name, List<String> datacenters) {
    }

    private static final List<Region> REGIONS = List.of(
            new Region("us-east-1", List.of("us-east-1a", "us-east-1b", "us-east-1c", "us-east-1e")),
            new Region("us-west-1", List.of("us-west-1a", "us-west-1b")),
            new Region("us-west-2", List.of("us-west-2a", "us-west-2b", "us-west-2c")),
            new Region("eu-west-1", List.of("eu-west-1a", "eu-west-1b", "eu-west-1c")),
            new Region("eu-central-1", List.of("eu-central-1a", "eu-central-1b")),
            new Region("ap-southeast-1", List.of("ap-southeast-1a", "ap-southeast-1b")),
            new Region("ap-southeast-2", List.of("ap-southeast-2a", "ap-southeast-2b")),
            new Region("ap-northeast-1", List.of("ap-northeast-1a", "ap-northeast-1c")),
            new Region("sa-east-1", List.of("sa-east-1a", "sa-east-1b", "sa-east-1c")));
    private static final List<String> OSES = List.of("Ubuntu16.10", "Ubuntu16.04LTS", "Ubuntu15.10");
    private static final List<String> ARCHES = List.of("x64", "x86");
    private static final List<String> TEAMS = List.of("SF", "NYC", "LON", "CHI");
    private static final List<String> ENVIRONMENTS = List.of("production", "staging", "test");
    private static final int RACKS = 100;
    private static final int SERVICES = 20;
    private static final int SERVICE_VERSIONS = 2;

    /** Host {@code index}'s tags, drawn from {@code random}; its name is {@code host_<index>}. */
    static HostTags draw(int index, SplittableRandom random) {
        Region region = pick(REGIONS, random);
        return new HostTags("host_" + index, region.name(), pick(region.datacenters(), random),
                String.valueOf(random.nextInt(RACKS)), pick(OSES, random), pick(ARCHES, random), pick(TEAMS, random),
                String.valueOf(random.nextInt(SERVICES)), String.valueOf(random.nextInt(SERVICE_VERSIONS)),
                pick(ENVIRONMENTS, random));
    }

    /** The tags in {@link #KEYS}' order. */
    public List<UseCaseRow.Tag> tags() {
        List<String> values = List.of(hostname, region, datacenter, rack, os, arch, team, service, serviceVersion,
                serviceEnvironment);
        UseCaseRow.Tag[] tags = new UseCaseRow.Tag[KEYS.size()];
        for (int i = 0; i < tags.length; i++) {
            tags[i] = new UseCaseRow.Tag(KEYS.get(i), values.get(i));
        }
        return List.of(tags);
    }

    static <T> T pick(List<T> choices, SplittableRandom random) {
        return choices.get(random.nextInt(choices.size()));
    }
}
