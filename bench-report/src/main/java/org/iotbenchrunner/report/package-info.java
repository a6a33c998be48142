/**
 * The report's entry points: {@link Report} (a results tree's page, tables and charts), {@link Effects} (isolation
 * and tuning effects) and the command line. They may use every package of the report; none of those uses them.
 */
package org.iotbenchrunner.report;
