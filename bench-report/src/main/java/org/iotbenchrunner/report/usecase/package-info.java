/**
 * TSBS use cases: their loads and query runs found below a results root, grouped into studies, with their tables and
 * charts. Uses {@code data}, {@code text}, {@code table} and {@code chart}.
 */
package org.iotbenchrunner.report.usecase;
