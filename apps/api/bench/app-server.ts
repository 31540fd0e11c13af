// Child process of the benchmark: the real app (createApp with its database, logging and
// middleware) on a free port that it reports to the parent; the website too with `--site` (the
// web build, its pages drawn on the server), as the server runs it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "../src/app.ts";
import { createContext } from "../src/context.ts";
import { openDatabase } from "../src/database.ts";
import { withDevelopmentSecrets } from "../src/dev-secrets.ts";
import { loadEnv } from "../src/env.ts";
import { createLogger } from "../src/lib/logger.ts";
import { siteMiddleware } from "../src/site/site.ts";

// `--trust-proxy`: one proxy in front, so X-Forwarded-For names the client (the load bench's visitors).
const trustProxy = process.argv.includes("--trust-proxy");
const env = await withDevelopmentSecrets({
  ...loadEnv(),
  ...(trustProxy ? { TRUST_PROXY: 1 } : {}),
});
const logger = createLogger(env);
const database = await openDatabase(env, logger);
const ctx = createContext(env, database.db, logger);
// As the server starts it: the job queue (forms enqueue mail).
await ctx.start();
// As the server serves it: every request through Express and PostgreSQL (nothing kept in front).
const app = createApp(ctx, process.argv.includes("--site") ? { site: siteMiddleware(ctx) } : {});
const server = createServer(app).listen(0, "127.0.0.1", () => {
  process.send?.({ port: (server.address() as AddressInfo).port });
});
process.on("disconnect", () => {
  server.close();
  void ctx
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
