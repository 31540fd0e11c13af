// An HTTP server that stops gracefully: once draining, readiness answers 503 (a load balancer
// stops sending), the listening socket closes (new connections are refused), requests already
// received finish, and every response says `Connection: close` so keep-alive clients leave after
// their current answer. Connections still open after the grace period are cut.
import { createServer, type RequestListener, type Server, type ServerResponse } from "node:http";

export interface DrainingServer {
  server: Server;
  port: number;
  /** True from the moment `drain` is called. */
  readonly draining: boolean;
  /** Resolves once every connection is closed (at the latest after `graceMs`). Idempotent. */
  drain(): Promise<void>;
}

interface DrainingServerOptions {
  port: number;
  host: string;
  /** The readiness path (as in req.url) that answers 503 while draining. */
  readyPath: string;
  /** How long requests in flight may take to finish once draining starts. */
  graceMs: number;
}

export const SHUTDOWN_GRACE_MS = 10_000;

export async function listenDraining(
  handler: RequestListener,
  options: DrainingServerOptions,
): Promise<DrainingServer> {
  let draining = false;
  /** Responses not yet sent: told to close their connection if draining starts before they go. */
  const pending = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    if (!draining) {
      pending.add(res);
      res.once("close", () => pending.delete(res));
    } else {
      res.setHeader("Connection", "close");
      if (req.url?.split("?")[0] === options.readyPath) {
        res.writeHead(503, { "Content-Type": "application/json; charset=utf-8", "Retry-After": "5" });
        res.end(JSON.stringify({ message: "Shutting down", status: "stopping" }));
        return;
      }
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  let closed: Promise<void> | undefined;
  return {
    server,
    port,
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
      for (const res of pending) if (!res.headersSent) res.setHeader("Connection", "close");
      closed ??= new Promise<void>((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), options.graceMs);
        server.close(() => {
          clearTimeout(cut);
          resolve();
        });
        // Keep-alive connections with no request in progress would hold close() open.
        server.closeIdleConnections();
      });
      return closed;
    },
  };
}
