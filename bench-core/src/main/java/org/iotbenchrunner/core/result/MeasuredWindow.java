package org.iotbenchrunner.core.result;

/**
 * The measured phase of a run on the resource sampler's clock (seconds since sampling began), and how many samples
 * overlap it: server CPU and memory are summarised over this window only, each sample weighted by how much of its
 * interval lies inside. Set-up, schema creation, warm-up and answer verification are outside.
 */
public record MeasuredWindow(double startSecond, double endSecond, int samples) {
}
