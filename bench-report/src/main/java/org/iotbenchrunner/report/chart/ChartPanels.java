package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.CategoryStyler;

/**
 * One figure of several XChart panels in a grid, under one title and above one legend for all, saved like any
 * chart (ChartStyle.save, 150 dpi): each panel paints itself, scaled with the figure, so nothing is resampled. A
 * panel without a chart says {@code noData} inside its frame.
 */
final class ChartPanels extends Chart<CategoryStyler, CategorySeries> {
    private static final Font TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 15);
    private static final Font PANEL_TITLE_FONT = new Font(Font.SANS_SERIF, Font.BOLD, 12);
    private static final Font TEXT_FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);
    private static final int TITLE_HEIGHT = 30;
    private static final int KEY_ROW = 18;
    private static final int KEY_SWATCH = 12;
    private static final int KEY_GAP = 16;
    private static final int PADDING = 12;

    /** One panel: its title, and its chart, or null when it has no data. */
    record Panel(String title, Chart<?, ?> chart) {
    }

    /** A legend entry: a filled box, or a line drawn with {@code stroke} when it is not null. */
    record Key(String label, Color color, BasicStroke stroke) {
        static Key box(String label, Color color) {
            return new Key(label, color, null);
        }

        static Key line(String label, Color color, BasicStroke stroke) {
            return new Key(label, color, stroke);
        }
    }

    private final List<Panel> panels;
    private final int columns;
    private final int panelWidth;
    private final int panelHeight;
    private final List<List<Key>> keyRows;
    private final String noData;

    private ChartPanels(String title, List<Panel> panels, int columns, int panelWidth, int panelHeight,
            List<List<Key>> keyRows, String noData) {
        super(columns * panelWidth, TITLE_HEIGHT + rows(panels, columns) * panelHeight + keyRows.size() * KEY_ROW
                + (keyRows.isEmpty() ? 0 : PADDING), new CategoryStyler());
        setTitle(title);
        getStyler().setChartTitleFont(TITLE_FONT);
        this.panels = panels;
        this.columns = columns;
        this.panelWidth = panelWidth;
        this.panelHeight = panelHeight;
        this.keyRows = keyRows;
        this.noData = noData;
    }

    /**
     * The figure of {@code panels}, {@code columns} to a row, each {@code panelWidth} × {@code panelHeight} points;
     * each panel's own legend is hidden in favour of {@code keys}.
     */
    static ChartPanels of(String title, List<Panel> panels, int columns, int panelWidth, int panelHeight,
            List<Key> keys, String noData) {
        for (Panel p : panels) {
            if (p.chart() != null) {
                p.chart().setTitle(p.title());
                p.chart().getStyler().setLegendVisible(false);
                p.chart().getStyler().setChartTitleFont(PANEL_TITLE_FONT);
                p.chart().getStyler().setChartPadding(8);
                ChartFit.title(p.chart(), panelWidth);
            }
        }
        return new ChartPanels(title, List.copyOf(panels), columns, panelWidth, panelHeight,
                wrap(keys, columns * panelWidth - 2 * PADDING), noData);
    }

    /** The figure of {@code charts} as they are drawn, each with its own title and legend, if any. */
    static ChartPanels asDrawn(String title, List<? extends Chart<?, ?>> charts, int columns, int panelWidth,
            int panelHeight) {
        return new ChartPanels(title, charts.stream().map(c -> new Panel(c.getTitle(), c)).toList(), columns,
                panelWidth, panelHeight, List.of(), "");
    }

    /** The figure of line charts under one legend: each series name once, in its line's colour and stroke. */
    static ChartPanels ofLines(String title, List<XYChart> charts, int columns, int panelWidth, int panelHeight) {
        Map<String, Key> keys = new LinkedHashMap<>();
        for (XYChart chart : charts) {
            chart.getSeriesMap().forEach((name, series) -> keys.putIfAbsent(name, Key.line(name,
                    series.getLineColor(), series.getLineStyle())));
        }
        return of(title, charts.stream().map(c -> new Panel(c.getTitle(), c)).toList(), columns, panelWidth,
                panelHeight, List.copyOf(keys.values()), "");
    }

    /** At least {@code width}, and wide enough that the panels of a row fill a chart's width. */
    static int widthToFill(int columns, int width) {
        return Math.max(width, ChartStyle.WIDTH / columns);
    }

    @Override
    public void paint(Graphics2D g, int width, int height) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fill(new Rectangle2D.Double(0, 0, width, height));
        g.setColor(Color.BLACK);
        centred(g, getTitle(), getStyler().getChartTitleFont(), width / 2.0, TITLE_HEIGHT - 9);
        for (int i = 0; i < panels.size(); i++) {
            AffineTransform transform = g.getTransform();
            Shape clip = g.getClip();
            g.translate((i % columns) * panelWidth, TITLE_HEIGHT + (i / columns) * panelHeight);
            g.clip(new Rectangle2D.Double(0, 0, panelWidth, panelHeight));
            Panel panel = panels.get(i);
            if (panel.chart() == null) {
                placeholder(g, panel.title());
            } else {
                panel.chart().paint(g, panelWidth, panelHeight);
            }
            g.setTransform(transform);
            g.setClip(clip);
        }
        legend(g, TITLE_HEIGHT + rows(panels, columns) * panelHeight + PADDING / 2);
    }

    /** A panel without data: its title, an empty frame and {@code noData} in the middle. */
    private void placeholder(Graphics2D g, String title) {
        g.setColor(Color.BLACK);
        centred(g, title, PANEL_TITLE_FONT, panelWidth / 2.0, 22);
        g.setColor(new Color(0xBDBDBD));
        g.draw(new Rectangle2D.Double(40, 34, panelWidth - 60, panelHeight - 74));
        g.setColor(new Color(0x757575));
        centred(g, noData, TEXT_FONT, panelWidth / 2.0, panelHeight / 2.0);
    }

    private void legend(Graphics2D g, int top) {
        g.setFont(TEXT_FONT);
        FontMetrics metrics = g.getFontMetrics();
        for (int row = 0; row < keyRows.size(); row++) {
            List<Key> keys = keyRows.get(row);
            double x = (getWidth() - rowWidth(keys, metrics)) / 2.0;
            double y = top + row * KEY_ROW;
            for (Key key : keys) {
                g.setColor(key.color());
                if (key.stroke() == null) {
                    g.fill(new Rectangle2D.Double(x, y + 2, KEY_SWATCH, KEY_SWATCH));
                } else {
                    g.setStroke(key.stroke());
                    g.draw(new Line2D.Double(x - 4, y + 8, x + KEY_SWATCH + 4, y + 8));
                }
                g.setColor(Color.BLACK);
                g.drawString(key.label(), (float) (x + KEY_SWATCH + 6), (float) (y + 12));
                x += keyWidth(key, metrics) + KEY_GAP;
            }
        }
    }

    private static void centred(Graphics2D g, String text, Font font, double x, double baseline) {
        g.setFont(font);
        g.drawString(text, (float) (x - g.getFontMetrics().stringWidth(text) / 2.0), (float) baseline);
    }

    /** The legend entries laid out in rows no wider than {@code width}. */
    private static List<List<Key>> wrap(List<Key> keys, int width) {
        Graphics2D scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        FontMetrics metrics = scratch.getFontMetrics(TEXT_FONT);
        List<List<Key>> rows = new ArrayList<>();
        List<Key> row = new ArrayList<>();
        double used = 0;
        for (Key key : keys) {
            double w = keyWidth(key, metrics) + KEY_GAP;
            if (!row.isEmpty() && used + w > width) {
                rows.add(row);
                row = new ArrayList<>();
                used = 0;
            }
            row.add(key);
            used += w;
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        scratch.dispose();
        return rows;
    }

    private static double keyWidth(Key key, FontMetrics metrics) {
        return KEY_SWATCH + 6 + metrics.stringWidth(key.label());
    }

    private static double rowWidth(List<Key> keys, FontMetrics metrics) {
        return keys.stream().mapToDouble(k -> keyWidth(k, metrics)).sum() + KEY_GAP * (keys.size() - 1);
    }

    private static int rows(List<Panel> panels, int columns) {
        return (panels.size() + columns - 1) / columns;
    }

    /** Smaller axis fonts for a chart drawn as a panel, a fraction of a figure's width. */
    static <S extends AxesChartStyler> S compact(S styler) {
        styler.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        styler.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        return styler;
    }
}
