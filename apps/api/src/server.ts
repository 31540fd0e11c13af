import type { Server } from "node:http";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import type { Logger } from "pino";
import { createApp } from "./app.ts";
import { createContext } from "./context.ts";
import { openDatabase } from "./database.ts";
import { withDevelopmentSecrets } from "./dev-secrets.ts";
import type { Env } from "./env.ts";
import { listenDraining, SHUTDOWN_GRACE_MS } from "./lib/draining-server.ts";
import { siteMiddleware } from "./site/site.ts";
import { prepareContent } from "./startup.ts";

interface RunningServer {
  server: Server;
  url: string;
  /** The first admin's email, and its password when it was generated at this start. */
  admin: { email: string; generatedPassword?: string };
  close(): Promise<void>;
}

/** Starts the whole product in one process: database, API and website. */
export async function startServer(bootEnv: Env, logger: Logger): Promise<RunningServer> {
  const env = await withDevelopmentSecrets(bootEnv);
  const database = await openDatabase(env, logger);
  // The job queue (pg-boss) connects by URL: the embedded server's too.
  const ctx = createContext({ ...env, DATABASE_URL: database.url }, database.db, logger);
  const content = await prepareContent(ctx, { embedded: database.embedded });
  await ctx.start();
  const app = createApp(ctx, { site: siteMiddleware(ctx) });
  const http = await listenDraining(app, {
    port: env.PORT,
    host: env.HOST,
    readyPath: `${API_PREFIX}${apiPaths.ready}`,
    graceMs: SHUTDOWN_GRACE_MS,
  });
  const url = `http://localhost:${http.port}`;
  let closing: Promise<void> | undefined;
  return {
    server: http.server,
    url,
    admin: { email: content.adminEmail, generatedPassword: content.generatedPassword },
    close() {
      // Requests in flight finish first (they may still queue mail), then the queue's workers
      // finish their jobs, then the database they all use goes.
      closing ??= (async () => {
        await http.drain();
        await ctx.close();
        await database.close();
      })();
      return closing;
    },
  };
}
