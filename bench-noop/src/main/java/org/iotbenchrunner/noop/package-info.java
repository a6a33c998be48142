/**
 * {@code --db noop}: a binding that stores nothing and answers with the expected counts and contents, in the
 * harness's own process, to measure the harness's ceiling; it answers the thermo use case's queries from a summary
 * of the rows loaded (per device group and minute). Uses bench-core only.
 */
package org.iotbenchrunner.noop;
