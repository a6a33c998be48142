/**
 * Results as the report reads them: runs grouped by campaign, scale, database and test, the metrics read from them,
 * statistics over repetitions, winners, effects between presets and comparisons of campaigns. Uses bench-core only.
 */
package org.iotbenchrunner.report.data;
