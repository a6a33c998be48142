package org.iotbenchrunner.core.testing;

import java.time.Duration;
import org.iotbenchrunner.core.usecase.ThermoDevices;
import org.iotbenchrunner.core.usecase.UseCase;
import org.iotbenchrunner.core.usecase.UseCaseSpec;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryGenerator;
import org.iotbenchrunner.core.usecase.query.UseCaseQueryType;

/**
 * The thermo data set the kits query: 150 devices, so that every device group has one (groups 1..50 two), 200 rows
 * each at 1 s from the study's start, 30,000 rows over four minutes of which the first (from :40) and last are
 * partial; each type asked over its whole sweep (q1 groups 0..90, q2-q4 bounds 10..100).
 */
public final class ThermoFixture {
    public static final UseCaseSpec SPEC = new UseCaseSpec(UseCase.THERMO, 123, 150, ThermoDevices.STUDY_START,
            ThermoDevices.STUDY_START.plusSeconds(200), Duration.ofSeconds(1));
    /** Each type's sweep once over: ten queries. */
    public static final int QUERIES_PER_TYPE = UseCaseQueryGenerator.sweep(UseCaseQueryType.THERMO_COUNT).size();

    private ThermoFixture() {
    }
}
