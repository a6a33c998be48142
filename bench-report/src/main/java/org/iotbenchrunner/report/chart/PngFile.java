package org.iotbenchrunner.report.chart;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.awt.image.SinglePixelPackedSampleModel;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;

/**
 * An RGB image written as a PNG with its resolution (pHYs). ImageIO's writer copies every row through the raster and
 * tries all five filters on it in Java, which was most of a short run's report CPU; here each row gets the Sub filter
 * (a chart is mostly runs of one colour), a row equal to the one above gets the Up filter (all zeros: margins and bars
 * repeat rows, and comparing them is cheaper than filtering), and zlib does the rest, at its fastest level: level 6 took three times the
 * CPU (0.33 against 0.11 s for a noop run's nine charts) for files a fifth smaller.
 */
final class PngFile {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    private static final byte FILTER_SUB = 1;
    private static final byte FILTER_UP = 2;
    private static final double INCHES_PER_METRE = 1 / 0.0254;

    private PngFile() {
    }

    /** {@code image} (TYPE_INT_RGB) into {@code file}, marked as {@code dpi} dots per inch. */
    static void write(BufferedImage image, int dpi, Path file) throws IOException {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("PNG of an RGB image only (image type " + image.getType() + ")");
        }
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            out.write(SIGNATURE);
            chunk(out, "IHDR", header(image.getWidth(), image.getHeight()));
            int dotsPerMetre = (int) Math.round(dpi * INCHES_PER_METRE);
            chunk(out, "pHYs", physical(dotsPerMetre));
            chunk(out, "IDAT", compressedRows(image));
            chunk(out, "IEND", new byte[0]);
        }
    }

    private static byte[] header(int width, int height) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(13);
        DataOutputStream header = new DataOutputStream(bytes);
        header.writeInt(width);
        header.writeInt(height);
        header.writeByte(8); // bits per sample
        header.writeByte(2); // colour type: RGB
        header.writeByte(0); // deflate
        header.writeByte(0); // adaptive filtering, one filter byte per row
        header.writeByte(0); // no interlace
        return bytes.toByteArray();
    }

    private static byte[] physical(int dotsPerMetre) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(9);
        DataOutputStream physical = new DataOutputStream(bytes);
        physical.writeInt(dotsPerMetre);
        physical.writeInt(dotsPerMetre);
        physical.writeByte(1); // unit: metre
        return bytes.toByteArray();
    }

    private static byte[] compressedRows(BufferedImage image) throws IOException {
        int width = image.getWidth();
        int height = image.getHeight();
        SinglePixelPackedSampleModel model = (SinglePixelPackedSampleModel) image.getSampleModel();
        DataBufferInt buffer = (DataBufferInt) image.getRaster().getDataBuffer();
        int[] pixels = buffer.getData();
        int stride = model.getScanlineStride();
        ByteArrayOutputStream compressed = new ByteArrayOutputStream(width * height / 8);
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        try (OutputStream zlib = new DeflaterOutputStream(compressed, deflater, 1 << 16)) {
            byte[] row = new byte[1 + 3 * width];
            row[0] = FILTER_SUB;
            byte[] sameAsAbove = new byte[1 + 3 * width];
            sameAsAbove[0] = FILTER_UP;
            for (int y = 0; y < height; y++) {
                int start = buffer.getOffset() + y * stride;
                int above = start - stride;
                if (y > 0 && Arrays.equals(pixels, start, start + width, pixels, above, above + width)) {
                    zlib.write(sameAsAbove);
                } else {
                    subFiltered(pixels, start, width, row);
                    zlib.write(row);
                }
            }
        } finally {
            deflater.end();
        }
        return compressed.toByteArray();
    }

    /** A row's RGB bytes from {@code start}, each minus the same channel of the pixel to its left (PNG's Sub filter). */
    private static void subFiltered(int[] pixels, int start, int width, byte[] row) {
        int left = 0;
        for (int x = 0, i = 1; x < width; x++, i += 3) {
            int rgb = pixels[start + x];
            row[i] = (byte) ((rgb >> 16) - (left >> 16));
            row[i + 1] = (byte) ((rgb >> 8) - (left >> 8));
            row[i + 2] = (byte) (rgb - left);
            left = rgb;
        }
    }

    private static void chunk(DataOutputStream out, String type, byte[] data) throws IOException {
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        out.writeInt(data.length);
        out.write(name);
        out.write(data);
        out.writeInt((int) crc.getValue());
    }
}
