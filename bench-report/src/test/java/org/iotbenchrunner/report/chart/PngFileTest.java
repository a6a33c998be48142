package org.iotbenchrunner.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.Random;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PngFileTest {

    @Test
    void imageIoReadsBackEveryPixelAndTheResolution(@TempDir Path dir) throws Exception {
        BufferedImage image = new BufferedImage(37, 11, BufferedImage.TYPE_INT_RGB);
        Random random = new Random(7);
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, x < 20 ? 0x1565C0 : random.nextInt());
            }
        }
        for (int y = 4; y < 8; y++) { // rows equal to the one above
            for (int x = 0; x < image.getWidth(); x++) {
                image.setRGB(x, y, image.getRGB(x, 3));
            }
        }
        Path file = dir.resolve("chart.png");
        PngFile.write(image, 150, file);

        try (ImageInputStream in = ImageIO.createImageInputStream(file.toFile())) {
            ImageReader reader = ImageIO.getImageReaders(in).next();
            reader.setInput(in);
            BufferedImage read = reader.read(0);
            for (int y = 0; y < image.getHeight(); y++) {
                for (int x = 0; x < image.getWidth(); x++) {
                    assertEquals(image.getRGB(x, y), read.getRGB(x, y), "pixel " + x + "," + y);
                }
            }
            IIOMetadataNode root = (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_1.0");
            IIOMetadataNode pixelSize = (IIOMetadataNode) root.getElementsByTagName("HorizontalPixelSize").item(0);
            assertEquals(25.4 / 150, Double.parseDouble(pixelSize.getAttribute("value")), 1e-4);
        }
    }
}
