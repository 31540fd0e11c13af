import { once } from "node:events";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { errorMiddleware } from "./errors.ts";
import { requestLogger } from "./logger.ts";

describe("error middleware", () => {
  it("notes a reader who left before the answer at debug level, not as an unhandled error", async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    let failed!: () => void;
    const handled = new Promise<void>((resolve) => {
      failed = resolve;
    });
    const app = express();
    app.use(requestLogger(pino({ level: "debug" }, sink)));
    // As Express's sendFile does when the reader goes mid-file: the error comes after the socket closed.
    app.get("/slow-file", (req, _res, next) => {
      req.once("close", () => {
        next(Object.assign(new Error("Request aborted"), { code: "ECONNABORTED" }));
        setImmediate(failed);
      });
    });
    app.use(errorMiddleware);
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const client = request({ host: "127.0.0.1", port, path: "/slow-file" });
      client.on("error", () => {});
      client.end();
      await new Promise((resolve) => setTimeout(resolve, 50));
      client.destroy();
      await handled;
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 20, msg: "reader left before the answer" }),
      );
    } finally {
      server.close();
    }
  });
});
