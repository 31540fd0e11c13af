import { once } from "node:events";
import { readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EmbeddedServer,
  loadEmbeddedPostgres,
  postmasterPid,
  startEmbeddedPostgres,
} from "./embedded-postgres.ts";

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PostgreSQL", () => {
  it("leaves no process-wide exit hooks behind (they would turn a failing test run into exit 0)", async () => {
    const events = ["beforeExit", "exit", "SIGINT", "SIGTERM", "SIGHUP"] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });

  describe("as the app runs it (durable, restarted)", () => {
    const dataDir = join(tmpdir(), `btw-embedded-test-${process.pid}`);
    let server: EmbeddedServer;

    beforeAll(async () => {
      server = await startEmbeddedPostgres({ dataDir });
    });
    afterAll(async () => {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    });

    it("listens on 127.0.0.1 only, with no Unix socket, and keeps fsync on", async () => {
      const [settings] = await query(
        server.url(),
        "SELECT current_setting('listen_addresses') AS listen, current_setting('unix_socket_directories') AS sockets, current_setting('fsync') AS fsync",
      );
      expect(settings).toEqual({ listen: "127.0.0.1", sockets: "", fsync: "on" });
    });

    it("has a generated superuser password, kept in its data folder for its owner only, and refuses the old default", async () => {
      const password = decodeURIComponent(new URL(server.url()).password);
      expect(password).toMatch(/^[\w-]{32}$/);
      const file = join(dataDir, "btw-superuser-password");
      expect((await readFile(file, "utf8")).trim()).toBe(password);
      expect((await stat(file)).mode & 0o077).toBe(0);
      const guessed = new URL(server.url());
      guessed.password = "postgres";
      await expect(query(guessed.toString(), "SELECT 1")).rejects.toThrow(/password authentication failed/);
    });

    it("starts its process again when it dies, on the same address, and says so", async () => {
      const exited = once(server, "exit");
      const restarted = once(server, "restart");
      process.kill(await postmasterPid(dataDir), "SIGKILL");
      const [, signal] = await exited;
      expect(signal).toBe("SIGKILL");
      await restarted;
      expect(server.isRunning()).toBe(true);
      expect(await query(server.url(), "SELECT 1 AS up")).toEqual([{ up: 1 }]);
    });

    it("stays down after stop() until start(), keeping its data", async () => {
      await query(server.url(), "CREATE TABLE kept (id int)");
      await server.stop();
      expect(server.isRunning()).toBe(false);
      await expect(query(server.url(), "SELECT 1")).rejects.toThrow(/ECONNREFUSED/);
      await server.start();
      expect(await query(server.url(), "SELECT count(*)::int AS n FROM kept")).toEqual([{ n: 0 }]);
    });
  });

  it("turns fsync off for throwaway test servers only", async () => {
    const dataDir = join(tmpdir(), `btw-embedded-fast-${process.pid}`);
    const server = await startEmbeddedPostgres({ dataDir, durable: false });
    try {
      expect(await query(server.url(), "SHOW fsync")).toEqual([{ fsync: "off" }]);
    } finally {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
