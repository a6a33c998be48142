package org.iotbenchrunner.report.chart;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.iotbenchrunner.report.data.ResultSet;
import org.iotbenchrunner.report.text.Labels;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.HeatMapStyler;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.Marker;
import org.knowm.xchart.style.markers.SeriesMarkers;

/** The look every chart shares: size, fonts, one colour per database, axis number format, PNG output. */
public final class ChartStyle {
    public static final int WIDTH = 880;
    static final int HEIGHT = 480;
    static final int DPI = 150;
    /** Bars on a logarithmic axis when the largest positive value is more than this many times the smallest. */
    static final double LOG_SPAN = 100;

    private static final Color[] PALETTE = {new Color(0x1565C0), new Color(0xE65100), new Color(0x2E7D32),
        new Color(0x8E24AA), new Color(0xC62828), new Color(0x00838F), new Color(0x6D4C41), new Color(0x546E7A),
        new Color(0xF9A825)};
    private static final BasicStroke[] STROKES = {
        new BasicStroke(1.6f), new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
            new float[]{6, 3}, 0), new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
            new float[]{2, 2}, 0), new BasicStroke(1.6f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND, 10,
            new float[]{8, 3, 2, 3}, 0)};
    private static final Marker[] MARKERS = {SeriesMarkers.CIRCLE, SeriesMarkers.SQUARE, SeriesMarkers.DIAMOND,
        SeriesMarkers.TRIANGLE_UP, SeriesMarkers.TRIANGLE_DOWN, SeriesMarkers.CROSS, SeriesMarkers.PLUS,
        SeriesMarkers.OVAL, SeriesMarkers.RECTANGLE};

    private ChartStyle() {
    }

    /** Charts are drawn without a display unless the caller chose otherwise; call before AWT starts. */
    public static void headless() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    static int pixelWidth() {
        return (int) (WIDTH * (DPI / 72.0));
    }

    static int pixelHeight() {
        return (int) (HEIGHT * (DPI / 72.0));
    }

    /**
     * A database's colour: the one its results recorded ({@code recorded}: {@code #RRGGBB} by database, as its binding
     * names it), else from the palette by its place among {@code all}.
     */
    public static Color color(String db, List<String> all, Map<String, String> recorded) {
        String hex = recorded.get(db);
        return hex != null ? new Color(Integer.parseInt(hex.substring(1), 16))
                : PALETTE[Math.max(0, all.indexOf(db)) % PALETTE.length];
    }

    /** The colours recorded in any of {@code sets} (null ones skipped), a later set's where two differ. */
    static Map<String, String> recorded(ResultSet... sets) {
        Map<String, String> colors = new java.util.HashMap<>();
        java.util.Arrays.stream(sets).filter(Objects::nonNull).forEach(set -> colors.putAll(set.colors()));
        return colors;
    }

    public static Color color(int index) {
        return PALETTE[index % PALETTE.length];
    }

    /** The paler twin of a colour, for the second value of a pair (P99 beside average, peak beside average). */
    static Color light(Color c) {
        return new Color(mix(c.getRed()), mix(c.getGreen()), mix(c.getBlue()));
    }

    public static BasicStroke stroke(int index) {
        return STROKES[index % STROKES.length];
    }

    public static Marker marker(int index) {
        return MARKERS[index % MARKERS.length];
    }

    public static CategoryChart bars(String title, String xTitle, String yTitle, Labels labels) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        common(chart.getStyler(), labels);
        chart.getStyler().setAvailableSpaceFill(0.85).setOverlapped(false);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS)
                .setLegendLayout(Styler.LegendLayout.Horizontal);
        return chart;
    }

    /** Tilts the category labels when there are many, and keeps a lone group of bars from filling the plot. */
    static void fitCategories(CategoryChart chart, int categories) {
        chart.getStyler().setXAxisLabelRotation(categories > 5 ? 25 : 0);
        chart.getStyler().setAvailableSpaceFill(categories > 2 ? 0.85 : 0.45);
    }

    /** A legend of many long names goes beside the plot, where XChart stacks them, instead of under it. */
    static void sideLegend(CategoryChart chart) {
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                .setLegendLayout(Styler.LegendLayout.Vertical);
    }

    static CategoryChart categoryLines(String title, String xTitle, String yTitle, Labels labels) {
        CategoryChart chart = bars(title, xTitle, yTitle, labels);
        chart.getStyler().setDefaultSeriesRenderStyle(CategorySeries.CategorySeriesRenderStyle.Line);
        chart.getStyler().setOverlapped(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE)
                .setLegendLayout(Styler.LegendLayout.Vertical);
        chart.getStyler().setMarkerSize(7);
        return chart;
    }

    public static XYChart lines(String title, String xTitle, String yTitle, Labels labels) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(title).xAxisTitle(xTitle)
                .yAxisTitle(yTitle).build();
        common(chart.getStyler(), labels);
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        chart.getStyler().setMarkerSize(0);
        chart.getStyler().setxAxisTickLabelsFormattingFunction(labels::tick);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        return chart;
    }

    /** Switches the Y axis to a logarithmic scale when the positive values span more than {@link #LOG_SPAN}. */
    public static boolean logIfSpanning(AxesChartStyler styler, Collection<? extends Number> values) {
        return LogAxis.yWhenSpanning(styler, values, LOG_SPAN);
    }

    /** {@code chart} drawn at {@link #DPI} into {@code file} (".png" added when the name lacks it). */
    public static void save(Chart<?, ?> chart, Path file) throws IOException {
        ChartFit.title(chart, chart.getWidth());
        double scale = DPI / 72.0;
        BufferedImage image = new BufferedImage((int) (chart.getWidth() * scale), (int) (chart.getHeight() * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D graphics = image.createGraphics();
        try {
            graphics.scale(scale, scale);
            chart.paint(graphics, chart.getWidth(), chart.getHeight());
        } finally {
            graphics.dispose();
        }
        String name = file.getFileName().toString();
        PngFile.write(image, DPI, name.toLowerCase(Locale.ROOT).endsWith(".png") ? file
                : file.resolveSibling(name + ".png"));
    }

    private static void common(AxesChartStyler s, Labels labels) {
        s.setLocale(labels.language().locale());
        plain(s);
        s.setAxisTitleFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
        s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        s.setPlotBorderVisible(true).setPlotBorderColor(new Color(0xBDBDBD));
        s.setPlotGridLinesColor(new Color(0xE0E0E0));
        s.setPlotGridVerticalLinesVisible(false);
        s.setyAxisTickLabelsFormattingFunction(labels::tick);
        s.setAntiAlias(true);
    }

    /** The fonts, white ground and padding of every chart, whatever its kind. */
    static void plain(Styler s) {
        s.setBaseFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 15));
        s.setLegendFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(Color.WHITE);
        s.setLegendBorderColor(Color.WHITE);
        s.setChartTitleBoxVisible(false);
        s.setChartPadding(12);
    }

    private static int mix(int channel) {
        return (int) Math.round(channel + (255 - channel) * 0.5);
    }

    /**
     * A diverging heat map's look, shared by the degradation and correlation maps: white at the middle of
     * {@code [min, max]}, {@code low} and {@code high} at the ends, {@code empty} where a cell has no value, the values
     * printed in the cells with {@code valuePattern} (the colour key is hidden: XChart prints its bounds unformatted).
     */
    static void divergingHeatMap(HeatMapStyler s, Labels labels, Color empty, Color low,
            Color high, double min, double max, int valueFontSize, String valuePattern) {
        s.setLocale(labels.language().locale());
        s.setBaseFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        s.setChartTitleFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
        s.setAxisTickLabelsFont(new Font(Font.SANS_SERIF, Font.PLAIN, 10));
        s.setChartBackgroundColor(Color.WHITE);
        s.setPlotBackgroundColor(empty);
        s.setPlotBorderVisible(false);
        s.setChartTitleBoxVisible(false);
        s.setLegendVisible(false);
        s.setPlotContentSize(1.0);
        s.setChartPadding(10);
        s.setRangeColors(new Color[]{low, Color.WHITE, high});
        s.setMin(min);
        s.setMax(max);
        s.setShowValue(true);
        s.setValueFont(new Font(Font.SANS_SERIF, Font.PLAIN, valueFontSize));
        s.setValueFontColor(Color.BLACK);
        s.setHeatMapValueDecimalPattern(valuePattern);
        s.setAntiAlias(true);
    }
}
