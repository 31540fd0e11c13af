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
