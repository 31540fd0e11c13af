// pnpm --filter @btw/api bench:images
//
// CPU time of storing one uploaded image (sniff, decode, the re-encoded original and the three WebP
// widths), for ordinary photos and for decompression bombs: tiny animated GIFs with many full-size
// frames, and a flat PNG of many pixels. The budget is about a second of CPU for any accepted file.
// Storage is a stub that keeps nothing, so the figures are image work only.
import { cpus } from "node:os";
import sharp from "sharp";
import type { FileStorage } from "../src/storage/file-storage.ts";
import { storeImage } from "../src/uploads/uploads.ts";
import { animatedGif, multerFile } from "../test/test-files.ts";
import { markdownTable } from "./support.ts";

const RUNS = 3;
/** Keeps nothing: the bench measures image work, not disk writes. */
const storage: FileStorage = {
  put: async (key: string) => `/uploads/${key}`,
  remove: async () => {},
  open: async () => undefined,
  putPrivate: async (key: string) => key,
  openPrivate: async () => undefined,
  removePrivate: async () => {},
};

async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  // Gradients with a little noise: compresses like a photo, decodes like one.
  for (let i = 0; i < raw.length; i += 1) raw[i] = (((i / 3) % width) / 8 + ((i * 2654435761) >>> 29)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const inputs: Array<[string, () => Promise<Buffer> | Buffer]> = [
  ["JPEG photo 1600x1200", () => photo(1600, 1200)],
  ["JPEG photo 4000x3000", () => photo(4000, 3000)],
  ["JPEG photo 5000x4000", () => photo(5000, 4000)],
  [
    "flat PNG 5000x4000",
    () =>
      sharp({ create: { width: 5000, height: 4000, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
  ],
  ["GIF 200x200, 50 frames (kept)", () => animatedGif(200, 200, 50)],
  ["GIF 1000x1000, 60 frames", () => animatedGif(1000, 1000, 60)],
  ["GIF 1000x1000, 200 frames", () => animatedGif(1000, 1000, 200)],
];

const rows: Array<Record<string, string>> = [];
for (const [name, make] of inputs) {
  const bytes = await make();
  const samples: number[] = [];
  let outcome = "stored";
  for (let run = 0; run < RUNS; run += 1) {
    const before = process.cpuUsage();
    try {
      await storeImage({ storage }, multerFile(bytes, "upload"));
    } catch (error) {
      outcome = (error as Error).message;
    }
    const used = process.cpuUsage(before);
    samples.push((used.user + used.system) / 1000);
  }
  samples.sort((a, b) => a - b);
  rows.push({
    input: name,
    "file KB": (bytes.length / 1024).toFixed(1),
    "CPU ms (median)": String(Math.round(samples[Math.floor(RUNS / 2)] ?? 0)),
    outcome,
  });
}
console.info(`Node ${process.version}, ${cpus().length} cores, median of ${RUNS} runs\n`);
console.info(markdownTable(rows));
