/**
 * TSBS's use cases (cpu-only, devops, iot) as workloads of ours: their specs, generators, rows and schemas, and the
 * line-protocol data files every database loads the same bytes from. May use core.config.
 */
package org.iotbenchrunner.core.usecase;
