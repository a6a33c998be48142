/**
 * Charts as PNG (XChart): the seed thesis's twenty kinds, the harness's own, and the style, axes and marks they share.
 * Uses {@code data}, {@code text} and {@code table} (the effects table's rows, open-loop columns).
 */
package org.iotbenchrunner.report.chart;
