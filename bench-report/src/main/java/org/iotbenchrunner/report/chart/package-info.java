/**
 * Charts as PNG (XChart): the seed thesis's twenty kinds (entries ScaleCharts, CrossScaleCharts, CampaignCharts, each
 * drawing through one class per chart shape), the harness's own (entry Charts), and the style, axes and marks they
 * share. Uses {@code data}, {@code text} and {@code table} (the effects table's rows, open-loop columns).
 */
package org.iotbenchrunner.report.chart;
