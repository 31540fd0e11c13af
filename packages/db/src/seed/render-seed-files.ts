// Makes the files of prisma/seed-files/uploads once, from the drawings and texts in this folder:
//   pnpm exec tsx src/seed/render-seed-files.ts      (from packages/db; needs ffmpeg on the PATH)
// The seed only copies the results, so starting the app never needs sharp or ffmpeg. sharp is borrowed
// from apps/api, which already depends on it, to keep it out of this package's dependencies.
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IMAGE_WIDTHS } from "@btw/contracts";
import { repoRoot } from "../paths.ts";
import { artworkSvg, infographicSvg, slideSvg } from "./artwork.ts";
import { ARTWORK } from "./demo/artwork-catalog.ts";
import { DEMO_RESOURCES, type SeedFile } from "./demo/resources.ts";
import { renderPdf } from "./pdf.ts";
import { SEED_UPLOADS_DIR } from "./seed-files.ts";

interface SharpPipeline {
  resize(options: { width: number }): SharpPipeline;
  webp(options: { quality: number; effort: number }): SharpPipeline;
  png(): SharpPipeline;
  toFile(path: string): Promise<{ size: number }>;
}
const sharp = createRequire(join(repoRoot, "apps/api/package.json"))("sharp") as (
  input: Buffer,
) => SharpPipeline;

const LIMITS = { webp: 40_000, pdf: 20_000, video: 300_000, total: 2_000_000 };

async function renderImage(svg: string, path: string, width: number, quality = 70) {
  const { size } = await sharp(Buffer.from(svg)).resize({ width }).webp({ quality, effort: 6 }).toFile(path);
  if (size > LIMITS.webp) throw new Error(`${path} is ${size} bytes, over ${LIMITS.webp}`);
}

async function renderVideo(file: Extract<SeedFile, { slides: unknown }>, path: string) {
  const frames = await mkdtemp(join(tmpdir(), "btw-slides-"));
  try {
    for (const [i, slide] of file.slides.entries()) {
      const svg = slideSvg({ ...slide, palette: file.palette, page: `${i + 1} / ${file.slides.length}` });
      await sharp(Buffer.from(svg))
        .png()
        .toFile(join(frames, `slide-${String(i).padStart(2, "0")}.png`));
    }
    const codec = path.endsWith(".webm")
      ? ["-c:v", "libvpx-vp9", "-crf", "45", "-b:v", "0", "-row-mt", "1"]
      : [
          "-c:v",
          "libx264",
          "-preset",
          "veryslow",
          "-crf",
          "30",
          "-tune",
          "stillimage",
          "-movflags",
          "+faststart",
        ];
    execFileSync("ffmpeg", [
      ...["-y", "-loglevel", "error", "-framerate", "1/4", "-i", join(frames, "slide-%02d.png")],
      ...["-vf", "fps=12,scale=854:480,format=yuv420p", "-an", ...codec, path],
    ]);
  } finally {
    await rm(frames, { recursive: true, force: true });
  }
  const { size } = await stat(path);
  if (size > LIMITS.video) throw new Error(`${path} is ${size} bytes, over ${LIMITS.video}`);
}

async function renderFile(file: SeedFile, path: string) {
  if ("document" in file) {
    const pdf = renderPdf(file.document);
    if (pdf.length > LIMITS.pdf) throw new Error(`${path} is ${pdf.length} bytes, over ${LIMITS.pdf}`);
    await writeFile(path, pdf);
  } else if ("infographic" in file) {
    await renderImage(infographicSvg(file.infographic), path, 1200, 55);
  } else {
    await renderVideo(file, path);
  }
}

await rm(SEED_UPLOADS_DIR, { recursive: true, force: true });
await mkdir(SEED_UPLOADS_DIR, { recursive: true });
for (const [key, spec] of Object.entries(ARTWORK)) {
  const svg = artworkSvg(spec);
  for (const width of IMAGE_WIDTHS)
    await renderImage(svg, join(SEED_UPLOADS_DIR, `${key}-${width}.webp`), width);
}
for (const resource of DEMO_RESOURCES)
  await renderFile(resource.file, join(SEED_UPLOADS_DIR, resource.file.name));

const names = await readdir(SEED_UPLOADS_DIR);
const sizes = await Promise.all(names.map(async (name) => (await stat(join(SEED_UPLOADS_DIR, name))).size));
const total = sizes.reduce((sum, size) => sum + size, 0);
if (total > LIMITS.total) throw new Error(`seed files total ${total} bytes, over ${LIMITS.total}`);
console.info(`${names.length} files, ${(total / 1024).toFixed(0)} KiB in ${SEED_UPLOADS_DIR}`);
