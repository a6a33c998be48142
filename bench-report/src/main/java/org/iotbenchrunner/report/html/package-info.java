/**
 * The pages: Pebble templates ({@code templates/*.peb}) filled from plain records of sections, tables and charts. Uses
 * every package but the entry points.
 */
package org.iotbenchrunner.report.html;
