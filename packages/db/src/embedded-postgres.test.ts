import { describe, expect, it } from "vitest";
import { loadEmbeddedPostgres } from "./embedded-postgres.ts";

describe("embedded PostgreSQL", () => {
  it("leaves no process-wide exit hooks behind (they would turn a failing test run into exit 0)", async () => {
    const events = ["beforeExit", "exit", "SIGINT", "SIGTERM", "SIGHUP"] as const;
    const before = events.map((event) => process.listenerCount(event));
    await loadEmbeddedPostgres();
    expect(events.map((event) => process.listenerCount(event))).toEqual(before);
  });
});
