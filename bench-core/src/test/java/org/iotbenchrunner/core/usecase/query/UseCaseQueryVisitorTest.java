package org.iotbenchrunner.core.usecase.query;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class UseCaseQueryVisitorTest {

    @Test
    void eachTypeReachesItsFamilysMethod() {
        Map<String, String> families = new LinkedHashMap<>();
        Arrays.stream(UseCaseQueryType.values()).forEach(type -> families.put(type.id(),
                query(type).accept(new FamilyNames())));

        assertThat(families).containsExactly(
                Map.entry("single-groupby-1-1-1", "maxOfHosts"), Map.entry("single-groupby-1-1-12", "maxOfHosts"),
                Map.entry("single-groupby-1-8-1", "maxOfHosts"), Map.entry("single-groupby-5-1-1", "maxOfHosts"),
                Map.entry("single-groupby-5-1-12", "maxOfHosts"), Map.entry("single-groupby-5-8-1", "maxOfHosts"),
                Map.entry("cpu-max-all-1", "maxOfHosts"), Map.entry("cpu-max-all-8", "maxOfHosts"),
                Map.entry("double-groupby-1", "meanPerHost"), Map.entry("double-groupby-5", "meanPerHost"),
                Map.entry("double-groupby-all", "meanPerHost"),
                Map.entry("high-cpu-1", "highCpu"), Map.entry("high-cpu-all", "highCpu"),
                Map.entry("lastpoint", "lastpoint"), Map.entry("groupby-orderby-limit", "groupbyOrderbyLimit"),
                Map.entry("last-loc", "lastLoc"), Map.entry("low-fuel", "lowFuel"), Map.entry("high-load", "highLoad"),
                Map.entry("stationary-trucks", "stationaryTrucks"),
                Map.entry("long-driving-sessions", "longSessions 22"),
                Map.entry("long-daily-sessions", "longSessions 60"),
                Map.entry("avg-vs-projected-fuel-consumption", "avgVsProjectedFuelConsumption"),
                Map.entry("avg-daily-driving-duration", "avgDailyDrivingDuration"),
                Map.entry("avg-daily-driving-session", "avgDailyDrivingSession"), Map.entry("avg-load", "avgLoad"),
                Map.entry("daily-activity", "dailyActivity"), Map.entry("breakdown-frequency", "breakdownFrequency"),
                Map.entry("q1-read-group", "readGroup"), Map.entry("q2-count", "aggregateGroups COUNT"),
                Map.entry("q2-avg", "aggregateGroups AVG"), Map.entry("q2-sum", "aggregateGroups SUM"),
                Map.entry("q2-max", "aggregateGroups MAX"), Map.entry("q2-min", "aggregateGroups MIN"),
                Map.entry("q3-by-group", "perGroup"), Map.entry("q4-by-minute", "perMinute"));
    }

    private static UseCaseQuery query(UseCaseQueryType type) {
        return type.thermo() ? UseCaseQuery.thermo(type, 10) : new UseCaseQuery(type, List.of(), List.of(), null, null,
                null);
    }

    private static final class FamilyNames implements UseCaseQueryVisitor<String> {
        @Override
        public String maxOfHosts(UseCaseQuery q) {
            return "maxOfHosts";
        }

        @Override
        public String meanPerHost(UseCaseQuery q) {
            return "meanPerHost";
        }

        @Override
        public String highCpu(UseCaseQuery q) {
            return "highCpu";
        }

        @Override
        public String lastpoint(UseCaseQuery q) {
            return "lastpoint";
        }

        @Override
        public String groupbyOrderbyLimit(UseCaseQuery q) {
            return "groupbyOrderbyLimit";
        }

        @Override
        public String lastLoc(UseCaseQuery q) {
            return "lastLoc";
        }

        @Override
        public String lowFuel(UseCaseQuery q) {
            return "lowFuel";
        }

        @Override
        public String highLoad(UseCaseQuery q) {
            return "highLoad";
        }

        @Override
        public String stationaryTrucks(UseCaseQuery q) {
            return "stationaryTrucks";
        }

        @Override
        public String longSessions(UseCaseQuery q, int buckets) {
            return "longSessions " + buckets;
        }

        @Override
        public String avgVsProjectedFuelConsumption(UseCaseQuery q) {
            return "avgVsProjectedFuelConsumption";
        }

        @Override
        public String avgDailyDrivingDuration(UseCaseQuery q) {
            return "avgDailyDrivingDuration";
        }

        @Override
        public String avgDailyDrivingSession(UseCaseQuery q) {
            return "avgDailyDrivingSession";
        }

        @Override
        public String avgLoad(UseCaseQuery q) {
            return "avgLoad";
        }

        @Override
        public String dailyActivity(UseCaseQuery q) {
            return "dailyActivity";
        }

        @Override
        public String breakdownFrequency(UseCaseQuery q) {
            return "breakdownFrequency";
        }

        @Override
        public String readGroup(UseCaseQuery q) {
            return "readGroup";
        }

        @Override
        public String aggregateGroups(UseCaseQuery q, ThermoAggregate aggregate) {
            return "aggregateGroups " + aggregate;
        }

        @Override
        public String perGroup(UseCaseQuery q) {
            return "perGroup";
        }

        @Override
        public String perMinute(UseCaseQuery q) {
            return "perMinute";
        }
    }
}
