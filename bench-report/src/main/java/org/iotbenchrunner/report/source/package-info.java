/**
 * What a {@code --source} selector shows: the sections it names, each drawn as charts and tables into files. Uses every
 * package but {@code html} and the entry points.
 */
package org.iotbenchrunner.report.source;
