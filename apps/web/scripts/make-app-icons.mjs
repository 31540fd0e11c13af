#!/usr/bin/env node
// Draws the installed app's icons (public/icons/) from the logo's square artwork (art/apple-touch-icon.svg):
// 192 and 512 px for launchers, and a maskable 512 px one (the artwork is full-bleed and keeps the sun
// inside the middle 80%, the safe zone launchers never crop). sharp comes with the API's dependencies.
//   node scripts/make-app-icons.mjs
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const sharp = createRequire(join(webDir, "..", "api", "package.json"))("sharp");
const svg = readFileSync(join(webDir, "art", "apple-touch-icon.svg"));

for (const [name, size] of [
  ["icon-192.png", 192],
  ["icon-512.png", 512],
  ["icon-maskable-512.png", 512],
]) {
  await sharp(svg, { density: Math.ceil((72 * size) / 180) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(webDir, "public", "icons", name));
  console.info(`public/icons/${name}`);
}
