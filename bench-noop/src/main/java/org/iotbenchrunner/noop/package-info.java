/**
 * {@code --db noop}: a binding that stores nothing and answers with the expected counts and contents, in the
 * harness's own process, to measure the harness's ceiling. Uses bench-core only.
 */
package org.iotbenchrunner.noop;
