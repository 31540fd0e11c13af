// Preloaded into the built server by request-files.ts (`node --import`): on the parent's "reset" it
// starts (or restarts) V8's precise coverage; on "report" it answers which source files had a function
// run since, named through the bundles' source maps (the process runs with --enable-source-maps).

import { readFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { findSourceMap } from "node:module";
import { fileURLToPath } from "node:url";

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: false });

/** The file a function starting at `offset` of a script comes from, by the script's source map. */
function sourceOf(url, text, offset) {
  const map = findSourceMap(url);
  if (!map) return fileURLToPath(url);
  const before = text.slice(0, offset);
  const line = before.split("\n").length - 1;
  const entry = map.findEntry(line, offset - (before.lastIndexOf("\n") + 1));
  return entry.originalSource ? fileURLToPath(new URL(entry.originalSource, url)) : fileURLToPath(url);
}

async function ranFiles() {
  const { result } = await session.post("Profiler.takePreciseCoverage");
  const files = {};
  for (const script of result) {
    if (!script.url.startsWith("file://")) continue;
    // A script's own top level (offset 0) ran when it was loaded, not for the request.
    const ran = script.functions.filter((fn) => fn.ranges[0].count > 0 && fn.ranges[0].startOffset > 0);
    if (ran.length === 0) continue;
    const text = findSourceMap(script.url) ? readFileSync(fileURLToPath(script.url), "utf8") : "";
    for (const fn of ran) {
      const file = sourceOf(script.url, text, fn.ranges[0].startOffset);
      files[file] = [...(files[file] ?? []), fn.functionName || "(anonymous)"];
    }
  }
  return files;
}

process.on("message", async (message) => {
  if (message === "reset") {
    await session.post("Profiler.takePreciseCoverage");
    process.send("reset");
  } else if (message === "report") process.send({ files: await ranFiles() });
});
// The IPC channel must not keep the server alive on its own.
process.channel?.unref();
