package org.iotbenchrunner.report.source;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.iotbenchrunner.core.campaign.CampaignPreset;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.data.ResultsTree;
import org.iotbenchrunner.report.table.TableCells;
import org.iotbenchrunner.report.usecase.UseCaseResults;

/**
 * One section a {@code --source} selector asks for, as the seed's {@code charts.py} names them: a campaign at one
 * scale ({@code small}, {@code rerun-medium}), a campaign across its scales ({@code mixed}, {@code rerun-mixed}), or
 * the original campaign against the rerun ({@code comparison}); or one study of TSBS's use cases
 * ({@code use-cases-<study>}, whose {@code campaign} is the study's id). {@code name} is its folder below
 * {@code charts/} and {@code tables/}.
 */
public record SourcePlan(String name, Kind kind, String campaign, String scale) {
    public enum Kind {
        SCALE, MIXED, COMPARISON, USE_CASES, STUDY, CLUSTER_STUDY
    }

    /** The NTUA multi-node study's section ({@code --use-case-preset iot-study-cluster}'s results). */
    public static final String IOT_STUDY_CLUSTER = "iot-study-cluster";

    /** The TDengine/Cassandra study's section ({@code --use-case-preset taos-cassandra}'s results). */
    public static final String TAOS_CASSANDRA = "taos-cassandra";

    /** Every study of the use cases' results, and nothing else. */
    public static final String USE_CASES = "use-cases";
    /** A folder's own report: the scales of its tests' results (as the original campaign), then its use cases. */
    public static final String FOLDER = "folder";
    static final String SELECTORS = "small|medium|large|mixed|all|rerun|rerun-small|rerun-medium|rerun-large|"
            + "rerun-mixed|comparison|use-cases|taos-cassandra|iot-study-cluster|original (or <preset>, <preset>-<scale>, <preset>-mixed for another "
            + "preset)";
    private static final Pattern CAMPAIGN_PART = Pattern.compile("(.+)-(mixed|tiny|small|medium|large|custom)");

    /**
     * The sections of {@code selector} over {@code campaigns} (each campaign's runs by its id). A selector naming
     * one scale or campaign that is absent is refused; {@code all} and {@code <campaign>} take what is there, and
     * {@code all} includes {@code mixed} and {@code comparison} even when their input is missing, so that the page
     * names it.
     */
    public static List<SourcePlan> of(String selector, Map<String, ResultSet> campaigns) {
        return of(selector, campaigns, List.of());
    }

    /**
     * As {@link #of(String, Map)}, where {@code studies} are the ids of the use cases' studies found: {@code all}
     * ends with a section per study, {@code use-cases} is only those (refused when there is none), and
     * {@link #FOLDER} is the original campaign's scales, if any, then the studies.
     */
    public static List<SourcePlan> of(String selector, Map<String, ResultSet> campaigns, List<String> studies) {
        return of(selector, campaigns, studies, false);
    }

    /**
     * As {@link #of(String, Map, List)}, where {@code taosCassandra} says whether the TDengine/Cassandra study's
     * results were found: {@code all}, {@code use-cases} and {@link #FOLDER} end with its section, and
     * {@link #TAOS_CASSANDRA} is only it (refused when it is absent).
     */
    public static List<SourcePlan> of(String selector, Map<String, ResultSet> campaigns, List<String> studies,
            boolean taosCassandra) {
        return of(selector, campaigns, studies, taosCassandra, false);
    }

    /**
     * As {@link #of(String, Map, List, boolean)}, where {@code clusterStudy} says whether the NTUA multi-node study's
     * results were found: {@code all}, {@code use-cases} and {@link #FOLDER} end with its section, and
     * {@link #IOT_STUDY_CLUSTER} is only it (refused when it is absent).
     */
    public static List<SourcePlan> of(String selector, Map<String, ResultSet> campaigns, List<String> studies,
            boolean taosCassandra, boolean clusterStudy) {
        String s = selector.trim().toLowerCase(Locale.ROOT);
        if (s.equals(IOT_STUDY_CLUSTER)) {
            if (!clusterStudy) {
                throw new IllegalArgumentException("--source " + selector + ": no iot-study-cluster results found "
                        + "(<out>/iot-study-cluster-<set>/<db>/<layout>/load.json, written by --use-case-preset "
                        + "iot-study-cluster)");
            }
            return List.of(new SourcePlan(IOT_STUDY_CLUSTER, Kind.CLUSTER_STUDY, IOT_STUDY_CLUSTER, null));
        }
        List<SourcePlan> plans = new ArrayList<>(withTaosCassandra(selector, campaigns, studies, taosCassandra));
        if (clusterStudy && List.of("all", USE_CASES, FOLDER).contains(s)) {
            plans.add(new SourcePlan(IOT_STUDY_CLUSTER, Kind.CLUSTER_STUDY, IOT_STUDY_CLUSTER, null));
        }
        return plans;
    }

    private static List<SourcePlan> withTaosCassandra(String selector, Map<String, ResultSet> campaigns,
            List<String> studies, boolean taosCassandra) {
        String s = selector.trim().toLowerCase(Locale.ROOT);
        if (s.equals(TAOS_CASSANDRA)) {
            if (!taosCassandra) {
                throw new IllegalArgumentException("--source " + selector + ": no taos-cassandra results found "
                        + "(<out>/taos-cassandra/<db>/write-r<R>-c<C>.json, written by --use-case-preset "
                        + "taos-cassandra)");
            }
            return List.of(study());
        }
        List<SourcePlan> plans = new ArrayList<>(ofSelector(s, selector, campaigns, studies, taosCassandra));
        if (taosCassandra && List.of("all", USE_CASES, FOLDER).contains(s)) {
            plans.add(study());
        }
        return plans;
    }

    private static List<SourcePlan> ofSelector(String s, String selector, Map<String, ResultSet> campaigns,
            List<String> studies, boolean taosCassandra) {
        List<SourcePlan> plans = new ArrayList<>();
        if (s.equals("all")) {
            for (String campaign : campaigns.keySet()) {
                plans.addAll(campaign(campaign, campaigns.get(campaign), true));
            }
            if (campaigns.containsKey(ResultsTree.ORIGINAL)) {
                plans.add(comparison());
            }
            plans.addAll(useCases(studies));
            return plans;
        }
        if (s.equals(USE_CASES)) {
            if (studies.isEmpty() && !taosCassandra) {
                throw new IllegalArgumentException("--source " + selector + ": no use case's results found "
                        + "(<folder>/<db>/" + UseCaseResults.LOAD_FILE + ", written by --workload)");
            }
            return useCases(studies);
        }
        if (s.equals(FOLDER)) {
            ResultSet original = campaigns.get(ResultsTree.ORIGINAL);
            if (original != null) {
                plans.addAll(campaign(ResultsTree.ORIGINAL, original, false));
            }
            plans.addAll(useCases(studies));
            return plans;
        }
        if (s.equals("comparison")) {
            return List.of(comparison());
        }
        if (s.equals("mixed")) {
            return List.of(mixed(ResultsTree.ORIGINAL));
        }
        if (CampaignPreset.ids().contains(s)) {
            if (!campaigns.containsKey(s)) {
                throw new IllegalArgumentException("--source " + selector + ": no " + s + " campaign found");
            }
            return campaign(s, campaigns.get(s), false);
        }
        Matcher m = CAMPAIGN_PART.matcher(s);
        String campaign = m.matches() && !isScale(s) ? m.group(1) : ResultsTree.ORIGINAL;
        String part = m.matches() && !isScale(s) ? m.group(2) : s;
        if (!isScale(part) && !part.equals("mixed") || !campaign.equals(ResultsTree.ORIGINAL)
                && !CampaignPreset.ids().contains(campaign)) {
            throw new IllegalArgumentException("--source " + selector + ": must be one of " + SELECTORS
                    + ", or a folder of result files");
        }
        ResultSet runs = campaigns.get(campaign);
        if (runs == null) {
            throw new IllegalArgumentException("--source " + selector + ": no " + campaign + " campaign found");
        }
        if (part.equals("mixed")) {
            return List.of(mixed(campaign));
        }
        if (!runs.scales().contains(part)) {
            throw new IllegalArgumentException("--source " + selector + ": the " + campaign + " campaign has no "
                    + part + " results (it has " + String.join(", ", runs.scales()) + ")");
        }
        return List.of(scale(campaign, part));
    }

    /** Every scale of a campaign, then the campaign across its scales if it has two or {@code alwaysMixed}. */
    private static List<SourcePlan> campaign(String campaign, ResultSet runs, boolean alwaysMixed) {
        List<SourcePlan> plans = new ArrayList<>();
        runs.scales().forEach(scale -> plans.add(scale(campaign, scale)));
        if (alwaysMixed || runs.scales().size() > 1) {
            plans.add(mixed(campaign));
        }
        return plans;
    }

    private static SourcePlan scale(String campaign, String scale) {
        return new SourcePlan(prefix(campaign) + scale, Kind.SCALE, campaign, scale);
    }

    private static SourcePlan mixed(String campaign) {
        return new SourcePlan(prefix(campaign) + "mixed", Kind.MIXED, campaign, null);
    }

    private static List<SourcePlan> useCases(List<String> studies) {
        return studies.stream().map(study -> new SourcePlan(USE_CASES + "-" + TableCells.idPart(study),
                Kind.USE_CASES, study, null)).toList();
    }

    private static SourcePlan study() {
        return new SourcePlan(TAOS_CASSANDRA, Kind.STUDY, TAOS_CASSANDRA, null);
    }

    private static SourcePlan comparison() {
        return new SourcePlan("comparison", Kind.COMPARISON, ResultsTree.ORIGINAL, null);
    }

    private static String prefix(String campaign) {
        return campaign.equals(ResultsTree.ORIGINAL) ? "" : campaign + "-";
    }

    public static boolean isScale(String s) {
        return List.of("tiny", "small", "medium", "large", "custom").contains(s);
    }
}
