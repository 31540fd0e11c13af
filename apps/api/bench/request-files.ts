// pnpm --filter @btw/api bench:files [path]   (default /resource/scholarships; needs `pnpm build`)
//
// Which of the project's source files one first visit to a page runs, from the request to the answer.
// The built server (dist/main.js, as production runs it) answers the page a few times, so that every
// module is loaded and every first-use cache filled, then once more under V8's precise coverage
// (coverage-hook.mjs). A file counts when at least one of its functions ran for that request; the
// bundles' source maps name the files. Library files (node_modules) are counted apart.
// With no DATABASE_URL the server starts its embedded PostgreSQL with the demo content.
import { fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const PATH = process.argv[2] ?? "/resource/scholarships";
const WARM_UPS = 3;
const ROOT = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

const port = await new Promise<number>((done) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port } = probe.address() as { port: number };
    probe.close(() => done(port));
  });
});
const server = fork(fileURLToPath(new URL("../dist/main.js", import.meta.url)), [], {
  execArgv: [
    "--enable-source-maps",
    "--import",
    fileURLToPath(new URL("coverage-hook.mjs", import.meta.url)),
  ],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "btw-files-")),
  },
  stdio: ["ignore", "ignore", "inherit", "ipc"],
});
const ask = <T>(message: string) =>
  new Promise<T>((done) => {
    server.once("message", (reply) => done(reply as T));
    server.send(message);
  });

const url = `http://127.0.0.1:${port}${PATH}`;
// A first visit: no cookie, no token, a browser's headers.
const visit = async () => {
  const answer = await fetch(url, { headers: { accept: "text/html", "accept-encoding": "gzip, br" } });
  await answer.arrayBuffer();
  return answer.status;
};
const started = Date.now();
while (!(await visit().catch(() => 0))) {
  if (Date.now() - started > 120_000) throw new Error("the server did not answer within 2 minutes");
  await new Promise((wait) => setTimeout(wait, 500));
}
for (let i = 0; i < WARM_UPS; i++) await visit();
await ask("reset");
const status = await visit();
const { files } = await ask<{ files: Record<string, string[]> }>("report");
server.kill("SIGTERM");

// The hook itself, and bundled library code without a map of its own, are not the project's sources.
const isOwnSource = (file: string) => file.startsWith(ROOT) && !/\/(node_modules|dist|bench)\//.test(file);
const own = Object.entries(files)
  .filter(([file]) => isOwnSource(file))
  .map(([file, functions]) => [relative(ROOT, file), [...new Set(functions)]] as const)
  .sort(([a], [b]) => a.localeCompare(b));
const libraries = Object.keys(files).length - own.length;
console.info(
  `GET ${PATH}: ${status}; ${own.length} of the project's files ran, and ${libraries} library files`,
);
for (const [file, functions] of own)
  console.info(`  ${file}  ${functions.slice(0, 5).join(", ")}${functions.length > 5 ? ", …" : ""}`);
