/**
 * The TDengine/Cassandra study (seed 002) reproduced: the {@code taos-cassandra} preset's results found below a
 * results root (a write grid, a query sweep and disk against raw per database), the study's published numbers shipped
 * with the report, and the tables and charts that show ours beside the study's, never mixed. Uses {@code chart},
 * {@code table}, {@code text} and {@code published}.
 */
package org.iotbenchrunner.report.study;
