/**
 * Experiments as grids (JMH's {@code @Param} model): the swept keys and their values ({@link SweepAxis}), how they
 * combine ({@link SweepMode}: every combination, or one factor at a time around the baseline), the cells that
 * result ({@link SweepCell}), and the manifest a sweep writes beside its cells ({@link SweepManifest}), which the
 * report reads. Pure data and arithmetic: running the cells is the orchestrator's.
 */
package org.iotbenchrunner.core.sweep;
