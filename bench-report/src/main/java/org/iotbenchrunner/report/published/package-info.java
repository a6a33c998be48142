/**
 * The seed thesis's published figures: its CSV tables read as runs, shipped as a campaign to draw beside ours, and its
 * change from original to rerun. Uses {@code data} and {@code text}.
 */
package org.iotbenchrunner.report.published;
