package org.iotbenchrunner.orchestrator.usecase;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.iotbenchrunner.core.config.ConfigException;
import org.iotbenchrunner.core.result.UseCaseLoadResult.GridCell;

/**
 * A write grid as the TDengine/Cassandra study measured one: every number of rows per request (the batch size) with
 * every number of client connections (the workers), each cell one load of the whole data set on a cleared database.
 * Cells run rows per request by rows per request, each with its clients in order.
 */
public record WriteGrid(List<Integer> rowsPerRequest, List<Integer> clients) {
    static final String ROWS_OPTION = "--grid-rows-per-request";
    static final String CLIENTS_OPTION = "--grid-clients";

    /** The study's: the union of its TDengine and Cassandra rows per request, with 1 to 7 clients each. */
    public static final WriteGrid STUDY = new WriteGrid(List.of(1, 10, 50, 100, 500, 1000, 2000),
            IntStream.rangeClosed(1, 7).boxed().toList());

    public WriteGrid {
        rowsPerRequest = List.copyOf(rowsPerRequest);
        clients = List.copyOf(clients);
    }

    /** This grid with the axes given on the command line in place of its own (null keeps an axis). */
    public WriteGrid narrowed(String rowsText, String clientsText) {
        return new WriteGrid(rowsText == null ? rowsPerRequest : axis(ROWS_OPTION, rowsText),
                clientsText == null ? clients : axis(CLIENTS_OPTION, clientsText));
    }

    /** Every cell in the order they run, numbered from 1. */
    public List<GridCell> cells() {
        List<GridCell> cells = new ArrayList<>();
        int total = rowsPerRequest.size() * clients.size();
        for (int rows : rowsPerRequest) {
            for (int c : clients) {
                cells.add(new GridCell(rows, c, cells.size() + 1, total));
            }
        }
        return cells;
    }

    /** A cell's result file, beside the other cells' in the database's folder. */
    public static String fileName(GridCell cell) {
        return "write-r" + cell.rowsPerRequest() + "-c" + cell.clients() + ".json";
    }

    /** Comma-separated whole numbers of at least 1, each once; anything else is one line naming what is allowed. */
    static List<Integer> axis(String option, String text) {
        Set<Integer> values = new LinkedHashSet<>();
        for (String part : text.split(",", -1)) {
            int value;
            try {
                value = Integer.parseInt(part.trim());
            } catch (NumberFormatException e) {
                value = 0;
            }
            if (value < 1 || !values.add(value)) {
                throw new ConfigException(option + " " + text + ": '" + part.trim() + "' is not allowed; give "
                        + "whole numbers of at least 1, each once, comma-separated, e.g. 1,4");
            }
        }
        return List.copyOf(values);
    }
}
