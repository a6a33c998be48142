/**
 * Sweeps ({@code run --sweep}, {@code --sweep-preset}): every cell of a {@link org.iotbenchrunner.core.sweep.Sweep}
 * run as an ordinary campaign into its own folder under the sweep's, its parameters in every result, and the
 * {@code sweep.json} manifest kept beside them ({@link SweepRun}); the study presets as named lists of sweeps
 * ({@link SweepPreset}).
 */
package org.iotbenchrunner.orchestrator.sweep;
