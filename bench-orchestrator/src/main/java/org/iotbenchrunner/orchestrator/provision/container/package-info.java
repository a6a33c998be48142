/**
 * Servers in Docker containers: the engine (found and asked without Testcontainers where possible), images
 * (pulled or built from a module's recipe), limits, owners and the shutdown hook. May use provision, plan, sampling, console and bench-core.
 */
package org.iotbenchrunner.orchestrator.provision.container;
