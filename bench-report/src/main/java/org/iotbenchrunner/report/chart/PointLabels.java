package org.iotbenchrunner.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import org.knowm.xchart.internal.chartpart.Annotation;

/**
 * Names written beside points of an XY chart, in the colour of their series. XChart's AnnotationText centres its
 * text on the point, over the marker; these start a few pixels to its right.
 */
final class PointLabels extends Annotation {
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 9);
    private static final int GAP = 6;

    private record Label(double x, double y, String text, Color color) {
    }

    private final List<Label> labels = new ArrayList<>();

    PointLabels() {
        super(false);
    }

    void add(double x, double y, String text, Color color) {
        labels.add(new Label(x, y, text, color));
    }

    /**
     * Writes each name right of its point, moved down below a name already written where they would overlap (points
     * close together), with a thin line back to its point when moved.
     */
    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        g.setFont(FONT);
        java.awt.FontMetrics metrics = g.getFontMetrics();
        int height = metrics.getAscent() + 1;
        List<java.awt.Rectangle> taken = new ArrayList<>();
        List<Label> byPlace = labels.stream().sorted(java.util.Comparator
                .comparingInt((Label l) -> getYAxisScreenValue(l.y()))).toList();
        for (Label label : byPlace) {
            int px = getXAxisScreenValue(label.x());
            int py = getYAxisScreenValue(label.y());
            java.awt.Rectangle place = new java.awt.Rectangle(px + GAP, py - height / 2, metrics.stringWidth(
                    label.text()), height);
            for (int tries = 0; tries < 40 && taken.stream().anyMatch(place::intersects); tries++) {
                place.translate(0, 2);
            }
            taken.add(place);
            g.setColor(label.color().darker());
            if (place.y != py - height / 2) {
                g.setStroke(new java.awt.BasicStroke(0.5f));
                g.drawLine(px + 2, py, place.x - 1, place.y + height / 2);
            }
            g.drawString(label.text(), place.x, place.y + metrics.getAscent());
        }
        bounds = new java.awt.geom.Rectangle2D.Double(getXAxisScreenValueForMin(), getYAxisScreenValueForMin(),
                getXAxisScreenValueForMax() - getXAxisScreenValueForMin(),
                getYAxisScreenValueForMax() - getYAxisScreenValueForMin());
    }
}
