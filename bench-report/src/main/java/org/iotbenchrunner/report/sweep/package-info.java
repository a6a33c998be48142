/**
 * The report of a sweep ({@code core.sweep}): per swept key and database a table relative to the baseline row (the
 * study's Tables 3-12, with its published figures beside ours where a key maps to one), a dual-axis chart of write
 * and query throughput, and the Pearson correlation of one-hot encoded factors with each metric over all cells (its
 * Figs. 6-7). Entry: {@link org.iotbenchrunner.report.sweep.SweepReport#write}. Uses {@code chart}, {@code html},
 * {@code published} and {@code text}.
 */
package org.iotbenchrunner.report.sweep;
