/**
 * Tables in Markdown, CSV and formatted cells: the summary, latency and winners of a scale, the seed thesis's derived
 * tables and the effects table. Uses {@code data}, {@code text} and {@code published}.
 */
package org.iotbenchrunner.report.table;
