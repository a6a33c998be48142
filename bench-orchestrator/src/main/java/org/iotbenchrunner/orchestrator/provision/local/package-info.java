/**
 * Private servers started from binaries installed on this machine, and removing those a killed harness left.
 * May use provision, plan, sampling and bench-core.
 */
package org.iotbenchrunner.orchestrator.provision.local;
