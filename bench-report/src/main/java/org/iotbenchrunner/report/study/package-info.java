/**
 * The seed studies reproduced with their own sections: the TDengine/Cassandra study (seed 002, the
 * {@code taos-cassandra} preset: a write grid, a query sweep and disk against raw per database) and the NTUA
 * multi-node study (seed 003, the {@code iot-study-cluster} preset: one server against a cluster, its figures 5-11).
 * Each finds its preset's results below a results root, reads the study's published numbers shipped with the
 * report, and draws tables and charts that show ours beside the study's, never mixed. Uses {@code chart},
 * {@code table}, {@code text} and {@code published}.
 */
package org.iotbenchrunner.report.study;
