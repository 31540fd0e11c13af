import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { requestLogger } from "./logger.ts";

function appLoggingTo(lines: Record<string, unknown>[]) {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = express();
  app.use(requestLogger(pino({ level: "info" }, sink)));
  app.get("/things/:id", (req, res) => {
    req.log.info("handling");
    res.status(req.params.id === "7" ? 200 : 404).json({});
  });
  app.get("/broken", () => {
    throw new Error("boom");
  });
  return app;
}

describe("request log", () => {
  it("writes one info line per request: method, path, status, ms and request id, never headers or the query", async () => {
    const lines: Record<string, unknown>[] = [];
    const res = await supertest(appLoggingTo(lines))
      .get("/things/7?email=someone@example.test")
      .set("Authorization", "Bearer secret-token")
      .set("Cookie", "session=secret-cookie")
      .expect(200);
    const id = res.headers["x-request-id"];
    expect(id).toMatch(/^[\w-]{36}$/);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: "handling", reqId: id });
    expect(lines[1]).toMatchObject({
      level: 30,
      reqId: id,
      method: "GET",
      path: "/things/7",
      status: 200,
      msg: expect.stringMatching(/^GET \/things\/7 200 \d+ ms$/),
    });
    expect(lines[1]?.ms).toEqual(expect.any(Number));
    expect(Object.keys(lines[1] ?? {}).sort()).toEqual(
      ["hostname", "level", "method", "ms", "msg", "path", "pid", "reqId", "status", "time"].sort(),
    );
    expect(JSON.stringify(lines)).not.toMatch(/secret|headers|someone@|user-agent/i);
  });

  it("keeps a caller's request id, and logs failed requests at info too (the error handler logs the error)", async () => {
    const lines: Record<string, unknown>[] = [];
    const agent = supertest(appLoggingTo(lines));
    await agent.get("/things/8").set("X-Request-Id", "from-the-proxy").expect(404);
    await agent.get("/broken").expect(500);
    const requests = lines.filter((line) => "status" in line);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ level: 30, reqId: "from-the-proxy", status: 404 });
    expect(requests[1]).toMatchObject({ level: 30, path: "/broken", status: 500 });
    expect(requests[1]).not.toHaveProperty("err");
  });
});
