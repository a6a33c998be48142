package org.iotbenchrunner.report;

import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.knowm.xchart.internal.chartpart.Chart;

/**
 * Several charts as the panels of one figure, in rows of {@code columns} under the figure's title, drawn by XChart
 * at the report's resolution ({@link ChartStyle#DPI}) and saved as one PNG.
 */
record PanelFigure(String title, List<? extends Chart<?, ?>> panels, int columns, int panelWidth,
        int panelHeight) {
    private static final int TITLE_HEIGHT = 34;

    int width() {
        return Math.min(columns, panels.size()) * panelWidth;
    }

    int height() {
        return TITLE_HEIGHT + (panels.size() + columns - 1) / columns * panelHeight;
    }

    void save(Path file) throws IOException {
        double scale = ChartStyle.DPI / 72.0;
        BufferedImage image = new BufferedImage((int) (width() * scale), (int) (height() * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        g.scale(scale, scale);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, width(), height());
        drawTitle(g);
        for (int i = 0; i < panels.size(); i++) {
            Graphics2D panel = (Graphics2D) g.create(i % columns * panelWidth, TITLE_HEIGHT + i / columns * panelHeight,
                    panelWidth, panelHeight);
            panels.get(i).paint(panel, panelWidth, panelHeight);
            panel.dispose();
        }
        g.dispose();
        write(image, file);
    }

    private void drawTitle(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        int size = 15;
        g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, size));
        while (size > 9 && g.getFontMetrics().stringWidth(title) > width() - 24) {
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, --size));
        }
        FontMetrics metrics = g.getFontMetrics();
        g.setColor(Color.BLACK);
        g.drawString(title, (width() - metrics.stringWidth(title)) / 2f, TITLE_HEIGHT - 10);
    }

    /** A PNG with the resolution XChart's {@code saveBitmapWithDPI} records, the same as every other chart's. */
    private static void write(BufferedImage image, Path file) throws IOException {
        ImageWriter writer = ImageIO.getImageWritersByFormatName("png").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        IIOMetadata metadata = writer.getDefaultImageMetadata(
                ImageTypeSpecifier.createFromBufferedImageType(BufferedImage.TYPE_INT_RGB), param);
        String dotsPerMillimetre = Double.toString(ChartStyle.DPI / 25.4);
        IIOMetadataNode dimension = new IIOMetadataNode("Dimension");
        for (String name : List.of("HorizontalPixelSize", "VerticalPixelSize")) {
            IIOMetadataNode size = new IIOMetadataNode(name);
            size.setAttribute("value", dotsPerMillimetre);
            dimension.appendChild(size);
        }
        IIOMetadataNode root = new IIOMetadataNode("javax_imageio_1.0");
        root.appendChild(dimension);
        metadata.mergeTree("javax_imageio_1.0", root);
        Files.deleteIfExists(file);
        try (ImageOutputStream out = ImageIO.createImageOutputStream(file.toFile())) {
            writer.setOutput(out);
            writer.write(null, new IIOImage(image, null, metadata), param);
        } finally {
            writer.dispose();
        }
    }
}
