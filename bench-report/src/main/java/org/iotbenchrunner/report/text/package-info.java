/**
 * The report's language: {@link Language} and the labels, every word and number format a page, table or chart shows
 * ({@code labels-*.properties}). Uses {@code data}.
 */
package org.iotbenchrunner.report.text;
