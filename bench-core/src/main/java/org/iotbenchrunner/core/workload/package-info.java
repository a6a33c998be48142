/**
 * The iot-benchmark data model: groups, devices and sensors, their value functions, and the generator that gives each
 * device its batches of rows, in order or out of order. May use core.config.
 */
package org.iotbenchrunner.core.workload;
