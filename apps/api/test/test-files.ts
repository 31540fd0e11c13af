// Real files for upload tests: images drawn with sharp, a tiny valid PDF, and multer's file shape.
import { Readable } from "node:stream";
import sharp from "sharp";

export async function pngBytes(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

export function minimalPdf(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

/** The object multer's memory storage hands to a route, for calling the store functions directly. */
export function multerFile(
  buffer: Buffer,
  originalname: string,
  mimetype = "application/octet-stream",
): Express.Multer.File {
  return {
    fieldname: "file",
    originalname,
    encoding: "7bit",
    mimetype,
    size: buffer.length,
    buffer,
    destination: "",
    filename: "",
    path: "",
    stream: Readable.from(buffer),
  };
}

/** The EBML header of a WebM file: enough for type detection. */
export function webmHeader(): Buffer {
  return Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102", "hex");
}

/**
 * An animated GIF of `frames` frames on a width x height canvas, written byte by byte: each frame
 * paints one pixel, so the file stays tiny (~20 bytes a frame) while a decoder draws every frame
 * at full size, as a decompression bomb does.
 */
export function animatedGif(width: number, height: number, frames: number): Buffer {
  const u16 = (value: number) => [value & 0xff, value >> 8];
  const header = [
    ...Buffer.from("GIF89a"),
    ...u16(width),
    ...u16(height),
    0x80, // a global colour table of two colours follows
    0,
    0,
    ...[255, 255, 255, 0, 0, 0],
    ...[0x21, 0xff, 0x0b, ...Buffer.from("NETSCAPE2.0"), 3, 1, 0, 0, 0], // loop forever
  ];
  const frame = (index: number) => [
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0], // 100 ms per frame
    0x2c,
    ...u16(index % width),
    ...u16(Math.floor(index / width) % height),
    ...u16(1),
    ...u16(1),
    0,
    // LZW, minimum code size 2: clear, colour 0, end (3-bit codes) in one sub-block.
    ...[2, 2, 0x44, 0x01, 0],
  ];
  const bytes = [...header];
  for (let index = 0; index < frames; index++) bytes.push(...frame(index));
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
