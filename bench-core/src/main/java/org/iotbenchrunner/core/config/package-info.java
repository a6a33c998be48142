/**
 * The iot-benchmark configuration: every key with its default and range, the layers that set them, the scales,
 * scenarios, server profiles and cache modes, and the operation types. Uses nothing but the JDK.
 */
package org.iotbenchrunner.core.config;
