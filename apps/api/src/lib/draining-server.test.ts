import {
  Agent,
  createServer,
  type IncomingMessage,
  type RequestListener,
  request,
  type ServerResponse,
} from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type DrainingServer, listenDraining } from "./draining-server.ts";

/** A handler whose `/slow` answers only when the test says so; `/ready` answers 200. */
function slowApp() {
  const waiting: Array<() => void> = [];
  let received = 0;
  const arrived: Array<() => void> = [];
  return {
    release: () => {
      for (const answer of waiting.splice(0)) answer();
    },
    /** Resolves once `count` slow requests have reached the handler. */
    received: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received >= count ? resolve() : arrived.push(check));
        check();
      }),
    handler: (req: IncomingMessage, res: ServerResponse) => {
      if (req.url === "/slow") {
        received++;
        for (const notify of arrived.splice(0)) notify();
        waiting.push(() => res.end("done"));
        return;
      }
      res.end(req.url === "/ready" ? "ready" : "ok");
    },
  };
}

/** The app behind a draining server on a free port, `/ready` its readiness path. */
function listen(app: ReturnType<typeof slowApp>, graceMs = 5_000) {
  return listenDraining(app.handler, { port: 0, host: "127.0.0.1", readyPath: "/ready", graceMs });
}

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string; retryAfter?: string }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            connection: res.headers.connection,
            retryAfter: res.headers["retry-after"],
          }),
        );
      });
      req.on("error", reject);
      req.end();
    },
  );
}

describe("draining HTTP server", () => {
  let running: DrainingServer | undefined;
  afterEach(async () => {
    await running?.drain();
  });

  it("finishes requests in flight, closes keep-alive connections after them and refuses new ones", async () => {
    const app = slowApp();
    running = await listen(app);
    const { port } = running;
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });
    expect((await get(port, "/ready", agent)).status).toBe(200);

    const inFlight = [get(port, "/slow", agent), get(port, "/slow", agent), get(port, "/slow", agent)];
    await app.received(3);
    const drained = running.drain();
    expect(running.draining).toBe(true);
    await expect(get(port, "/ready")).rejects.toMatchObject({ code: "ECONNREFUSED" });

    app.release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((answer) => [answer.status, answer.body, answer.connection])).toEqual([
      [200, "done", "close"],
      [200, "done", "close"],
      [200, "done", "close"],
    ]);
    await drained;
    agent.destroy();
  });

  it("answers readiness with 503 and closes connections for requests that arrive while draining", async () => {
    const app = slowApp();
    running = await listen(app);
    await running.drain();
    // The listener is closed now; reach the same request handler through a second socket.
    const [listener] = running.server.listeners("request") as RequestListener[];
    const probe = createServer(listener);
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    const ready = await get(port, "/ready?full=1");
    expect(ready).toMatchObject({ status: 503, connection: "close" });
    expect(JSON.parse(ready.body)).toMatchObject({ message: "Shutting down" });
    expect(ready.retryAfter).toBe("5");
    expect(await get(port, "/other")).toMatchObject({ status: 200, body: "ok", connection: "close" });
    await new Promise((resolve) => probe.close(resolve));
  });

  it("answers a request that reached its connection just before draining, though not yet read", async () => {
    const app = slowApp();
    running = await listen(app);
    const accepted = new Promise((resolve) => running?.server.once("connection", resolve));
    const socket = connect(running.port, "127.0.0.1");
    await accepted;
    let answer = "";
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    const ended = new Promise<string | undefined>((resolve) => {
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code));
      socket.once("close", () => resolve(undefined));
    });
    // The request is in the server's socket, but the server cannot read it before this turn ends:
    // draining starts with a connection whose request has not been read.
    socket.write("GET /other HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const drained = running.drain();
    expect(await ended).toBeUndefined();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.toLowerCase()).toContain("connection: close");
    expect(answer.endsWith("ok")).toBe(true);
    await drained;
  });

  it("cuts connections still open after the grace period", async () => {
    const app = slowApp();
    running = await listen(app, 200);
    const stuck = get(running.port, "/slow").catch((error: NodeJS.ErrnoException) => error.code);
    await app.received(1);
    await running.drain();
    expect(await stuck).toBe("ECONNRESET");
  });
});
