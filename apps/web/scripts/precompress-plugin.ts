// The build writes a brotli copy (best quality) beside each hashed script, stylesheet and image in
// assets/: the server sends it to browsers that accept brotli (apps/api/src/site/precompressed.ts),
// about 15% fewer bytes than compressing on the fly, at no cost per request. Best quality is slow
// (seconds for the framework chunk), so copies are kept by file name (the name holds the content's
// hash) in node_modules/.cache and reused by the next build.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { Plugin } from "vite";

const compress = promisify(brotliCompress);
const PRECOMPRESSED = /^assets\/[^/]+\.(js|css|svg)$/;

async function brotliFile(path: string, cacheDir: string): Promise<void> {
  const cached = join(cacheDir, `${basename(path)}.br`);
  try {
    await copyFile(cached, `${path}.br`);
    return;
  } catch {
    // Not compressed yet (or pruned by another build meanwhile): compress it now.
  }
  const source = await readFile(path);
  const compressed = await compress(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  await writeFile(`${path}.br`, compressed);
  await writeFile(cached, compressed);
}

export function precompressPlugin(): Plugin {
  let outDir = "dist";
  let cacheDir = "node_modules/.cache/brotli";
  return {
    name: "btw-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      cacheDir = resolve(config.root, "node_modules", ".cache", "brotli");
    },
    async writeBundle(_options, bundle) {
      await mkdir(cacheDir, { recursive: true });
      const files = Object.keys(bundle).filter((file) => PRECOMPRESSED.test(file));
      await Promise.all(files.map((file) => brotliFile(join(outDir, file), cacheDir)));
      // Keep only this build's copies: the cache never grows past one build.
      const current = new Set(files.map((file) => `${basename(file)}.br`));
      const stale = (await readdir(cacheDir)).filter((name) => !current.has(name));
      await Promise.all(stale.map((name) => rm(join(cacheDir, name), { force: true })));
    },
  };
}
