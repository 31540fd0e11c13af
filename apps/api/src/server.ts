import type { Server } from "node:http";
import type { Logger } from "pino";
import { createApp } from "./app.ts";
import { createContext } from "./context.ts";
import { openDatabase } from "./database.ts";
import { withDevelopmentSecrets } from "./dev-secrets.ts";
import type { Env } from "./env.ts";
import { siteMiddleware } from "./site/site.ts";
import { prepareContent } from "./startup.ts";

export interface RunningServer {
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
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(env.PORT, env.HOST, (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const url = `http://localhost:${port}`;
  let closing: Promise<void> | undefined;
  return {
    server,
    url,
    admin: { email: content.adminEmail, generatedPassword: content.generatedPassword },
    close() {
      closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 10_000).unref();
        });
        await ctx.close();
        await database.close();
      })();
      return closing;
    },
  };
}
