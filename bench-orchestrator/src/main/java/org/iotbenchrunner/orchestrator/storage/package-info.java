/**
 * Where the servers' data lives: the directory {@code --data-dir} names (one fresh directory per server start under
 * it), the block device, filesystem and mount options of that directory, and an optional short sequential baseline
 * of the device, recorded in every result.
 */
package org.iotbenchrunner.orchestrator.storage;
