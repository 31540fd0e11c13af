import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { UPLOAD_LIMITS_BYTES } from "@btw/contracts";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { animatedGif, minimalPdf, multerFile, pngBytes } from "../../test/test-files.ts";
import { AppError } from "../lib/errors.ts";
import { uploadDir } from "../storage/local-storage.ts";
import { privateFilePath } from "./private-files.ts";
import { removeStoredFile, storeCv, storeImage, storeResourceFile } from "./uploads.ts";

describe("stored uploads", () => {
  const t = createTestContext();

  it("turns a PNG into WebP variants at 400, 800 and 1200 px, served with a one-year immutable cache", async () => {
    const url = await storeImage(t.ctx, multerFile(await pngBytes(1600, 900), "photo.png"));
    expect(url).toMatch(/^\/uploads\/images\/[0-9a-f]{24}-1200\.webp$/);

    for (const width of [400, 800, 1200]) {
      const res = await t
        .request()
        .get(url.replace("-1200.webp", `-${width}.webp`))
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => done(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.body as Buffer).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
    }
    const original = join(
      uploadDir(t.ctx.env),
      url.replace("/uploads/", "").replace("-1200.webp", "-original.png"),
    );
    expect((await sharp(await readFile(original)).metadata()).width).toBe(1600);
  });

  async function storedOriginal(url: string, extension: string) {
    const path = join(
      uploadDir(t.ctx.env),
      url.replace("/uploads/", "").replace("-1200.webp", `-original.${extension}`),
    );
    return sharp(await readFile(path), { animated: true }).metadata();
  }

  it("keeps a small animation's frames", async () => {
    const url = await storeImage(t.ctx, multerFile(animatedGif(100, 80, 6), "small.gif"));
    expect((await storedOriginal(url, "gif")).pages).toBe(6);
  });

  it("keeps only the first frame of an animation whose frames together are too many pixels to decode", async () => {
    // 1000 x 1000 px x 120 frames in under 3 KB: decoding every frame costs many seconds of CPU.
    const gif = animatedGif(1000, 1000, 120);
    expect(gif.length).toBeLessThan(3_000);
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(120);
    const url = await storeImage(t.ctx, multerFile(gif, "bomb.gif"));
    const original = await storedOriginal(url, "gif");
    expect(original.pages ?? 1).toBe(1);
    expect(original.width).toBe(1000);
  });

  it("refuses a still image of more pixels than the budget with 413", async () => {
    const huge = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const error = await storeImage(t.ctx, multerFile(huge, "huge.png")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
  });

  it("never upscales a small image", async () => {
    const url = await storeImage(t.ctx, multerFile(await pngBytes(300, 200), "small.png"));
    const bytes = await readFile(join(uploadDir(t.ctx.env), url.replace("/uploads/", "")));
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  it("rejects a text file named .png with 415", async () => {
    const file = multerFile(Buffer.from("just some words, not an image"), "fake.png", "image/png");
    await expect(storeImage(t.ctx, file)).rejects.toMatchObject({
      code: "unsupported_media_type",
      status: 415,
    });
  });

  it("rejects a PDF where an image is expected", async () => {
    await expect(storeImage(t.ctx, multerFile(minimalPdf(), "cv.png"))).rejects.toBeInstanceOf(AppError);
  });

  it("stores a PDF resource and records its type from the bytes", async () => {
    const stored = await storeResourceFile(
      t.ctx,
      multerFile(minimalPdf(), "guide.bin", "application/octet-stream"),
    );
    expect(stored.mimeType).toBe("application/pdf");
    expect(stored.url).toMatch(/^\/uploads\/documents\/[0-9a-f]{24}\.pdf$/);
    await t.request().get(stored.url).expect(200).expect("content-type", /pdf/);
  });

  it("refuses a PDF resource over the document limit with 413", async () => {
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(UPLOAD_LIMITS_BYTES.document + 1)]);
    await expect(storeResourceFile(t.ctx, multerFile(big, "big.pdf"))).rejects.toMatchObject({ status: 413 });
  });

  it("keeps CVs out of the public upload folder", async () => {
    const key = await storeCv(t.ctx, multerFile(minimalPdf(), "cv.pdf"));
    expect(key).not.toMatch(/^\/uploads/);
    expect(existsSync(privateFilePath(t.ctx, key))).toBe(true);
    expect(privateFilePath(t.ctx, key).startsWith(`${uploadDir(t.ctx.env)}/`)).toBe(false);
    await t.request().get(`/uploads/${key}`).expect(404);
    await expect(storeCv(t.ctx, multerFile(await pngBytes(10, 10), "cv.pdf"))).rejects.toMatchObject({
      status: 415,
    });
  });

  it("removes an image's original and every variant", async () => {
    const url = await storeImage(t.ctx, multerFile(await pngBytes(900, 900), "photo.png"));
    await removeStoredFile(t.ctx, url);
    for (const suffix of ["-400.webp", "-800.webp", "-1200.webp", "-original.png"]) {
      expect(
        existsSync(join(uploadDir(t.ctx.env), url.replace("/uploads/", "").replace("-1200.webp", suffix))),
      ).toBe(false);
    }
    await removeStoredFile(t.ctx, null);
  });
});
