import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import supertest from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./precompressed.ts";

const SCRIPT = `console.info(${JSON.stringify("x".repeat(2000))});`;
// Installed below a dot-folder, as in `~/.local/src/born-to-win`: the files must be served the same.
const scratch = mkdtempSync(join(tmpdir(), "btw-assets-"));
const dir = join(scratch, ".local", "src", "born-to-win", "apps", "web", "dist", "assets");
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, "start-Ab1_-.js"), SCRIPT);
// The copy differs from the file by a comment, so a test can tell it from compression on the fly.
const COPY = `${SCRIPT}/* built copy */`;
writeFileSync(join(dir, "start-Ab1_-.js.br"), brotliCompressSync(COPY));
writeFileSync(join(dir, "plain-Cd2.js"), SCRIPT);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const app = express();
app.use(compression());
app.use("/assets", precompressedAssets(dir));
app.use("/assets", express.static(dir, { immutable: true, maxAge: "1y", index: false, fallthrough: false }));
const request = () => supertest(app);

describe("precompressed assets", () => {
  it("sends the build's brotli copy to a browser that accepts brotli, as a long-lived script, from an install below a dot-folder", async () => {
    const res = await request()
      .get("/assets/start-Ab1_-.js")
      .set("Accept-Encoding", "gzip, deflate, br")
      .expect(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.text).toBe(COPY);
  });

  it("sends the plain file (compressed on the fly) to a browser without brotli", async () => {
    const res = await request().get("/assets/start-Ab1_-.js").set("Accept-Encoding", "gzip").expect(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.text).toBe(SCRIPT);
  });

  it("falls back to the file itself when the build left no copy, and answers 404 for unknown files", async () => {
    const res = await request().get("/assets/plain-Cd2.js").set("Accept-Encoding", "br").expect(200);
    expect(res.headers["content-type"]).toMatch(/javascript/);
    await request().get("/assets/missing.js").set("Accept-Encoding", "br").expect(404);
  });

  it("never reads outside the assets folder", async () => {
    for (const path of [
      "/assets/..%2F..%2Fetc%2Fpasswd.js",
      "/assets/../start-Ab1_-.js",
      "/assets/.start-Ab1_-.js",
    ]) {
      const res = await request().get(path).set("Accept-Encoding", "br");
      expect([403, 404]).toContain(res.status);
      expect(res.text).not.toContain("console.info");
    }
  });
});
