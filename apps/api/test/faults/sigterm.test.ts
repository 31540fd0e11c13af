// Fault: the server is told to stop (SIGTERM, as a container runtime or a deploy does) while it is
// busy. Every request it had already received must get its whole answer, connections that were
// kept alive are told to close, new connections are refused, and the process exits with 0.
// The real entry point (src/main.ts) runs as a child process on an ephemeral port.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { API_PREFIX, apiPaths } from "@btw/contracts";
import { afterAll, describe, expect, inject, it } from "vitest";

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** Requests at once; every third a list, the last one sent among them. */
const IN_FLIGHT = 25;

interface Answer {
  status: number;
  connection?: string;
  /** Whether the answer's headers arrived after the signal was sent. */
  afterSignal: boolean;
}

/**
 * Starts src/main.ts; resolves with the child, its port once it says it is running, and what it has
 * printed so far (for a failure's message).
 */
async function startChild(
  dataDir: string,
): Promise<{ child: ChildProcess; port: number; printed: () => string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: inject("databaseUrl"),
      DATA_DIR: dataDir,
      MAIL_DIR: join(dataDir, "mail"),
      JWT_SECRET: randomBytes(32).toString("hex"),
      ADMIN_EMAIL: `sigterm-admin-${randomBytes(4).toString("hex")}@example.test`,
      ADMIN_PASSWORD: randomBytes(12).toString("hex"),
      SEED_DEMO_CONTENT: "false",
      // ~60 ms a hash: registrations stay in flight for a while, well inside the 10 s grace.
      PASSWORD_HASH_COST: "10",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const match = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) =>
      reject(new Error(`server exited with ${code} before listening:\n${output}`)),
    );
  });
  return { child, port, printed: () => output.slice(-4000) };
}

describe("SIGTERM under load", () => {
  let dataDir = "";
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("answers every request already received, refuses new connections and exits with 0", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "btw-sigterm-"));
    const started = await startChild(dataDir);
    child = started.child;
    const { port } = started;
    const exited = new Promise<number | null>((resolve) => started.child.once("exit", resolve));
    let signalled = false;
    const agent = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });

    // Each request's bytes handed to the OS: only then can the server have read it.
    const sent: Array<Promise<void>> = [];
    const send = (method: "GET" | "POST", path: string, body?: object, via: Agent | false = agent) =>
      new Promise<Answer>((resolve, reject) => {
        const req = request(
          { host: "127.0.0.1", port, method, path: `${API_PREFIX}${path}`, agent: via },
          (res) => {
            const afterSignal = signalled;
            res.resume();
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, afterSignal }),
            );
            res.on("error", reject);
          },
        );
        // Which request failed, when, and what the server said: a reset alone tells nothing.
        req.on("error", (error: NodeJS.ErrnoException) =>
          reject(
            Object.assign(
              new Error(
                `${method} ${path} ${signalled ? "after" : "before"} the signal: ${error.message}\nThe server printed:\n${started.printed()}`,
              ),
              { code: error.code },
            ),
          ),
        );
        sent.push(new Promise((done) => req.once("finish", done)));
        if (body) req.setHeader("Content-Type", "application/json");
        req.end(body ? JSON.stringify(body) : undefined);
      });

    // Registrations hash a password (on libuv's 4 threads): slow enough that most are still
    // running when the signal arrives. Lists answer at once.
    const requests: Array<Promise<Answer>> = [];
    for (let i = 0; i < IN_FLIGHT; i++) {
      requests.push(
        i % 3 === 0
          ? send("GET", apiPaths.paginateScholarships)
          : send("POST", apiPaths.users, {
              fullName: `Load Test ${i}`,
              email: `sigterm-${randomBytes(6).toString("hex")}@example.test`,
              password: "a long enough password",
            }),
      );
    }
    // Signal once every request is sent and every list among them is answered (they answer at once,
    // the last one sent last): by then the server has accepted every connection and read its
    // request. One it had not accepted yet would be reset, one it had not read closed as idle; a
    // single answer said neither on a busy machine. Registrations are mostly still running.
    await Promise.all(sent);
    await Promise.all(requests.filter((_, i) => i % 3 === 0));
    signalled = true;
    started.child.kill("SIGTERM");

    const answers = await Promise.all(requests);
    expect(answers.map((answer) => answer.status).sort()).toEqual(
      answers.map((_, i) => (i % 3 === 0 ? 200 : 201)).sort(),
    );
    // Requests still running at the signal finished, and told their keep-alive connection to close.
    expect(answers.filter((answer) => answer.afterSignal).length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.connection === "close").length).toBeGreaterThan(0);

    // A new connection (not one the agent kept alive) is refused.
    await expect(send("GET", apiPaths.health, undefined, false)).rejects.toMatchObject({
      code: "ECONNREFUSED",
    });
    expect(await exited).toBe(0);
    agent.destroy();
  }, 90_000);
});
