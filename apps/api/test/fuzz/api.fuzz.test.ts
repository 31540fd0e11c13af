// Every operation of the OpenAPI document, driven with junk paths, queries and bodies (deep nesting,
// very long lists, `__proto__`/`constructor` keys, form posts where JSON is expected among them),
// anonymously and with each role. Properties: no 5xx, every 4xx is JSON with a `message`, no answer shows a stack, a
// source position or a file-system path.
//
// `pnpm test` runs a fixed seed and about 1,000 requests; `pnpm test:fuzz` runs 20,000 with a random
// seed, printed so that a failure can be replayed: FUZZ_SEED=<seed> FUZZ_RUNS=<runs> pnpm test:fuzz
import type { AddressInfo } from "node:net";
import { type Role as AccountRole, API_PREFIX } from "@btw/contracts";
import { createTestDatabase } from "@btw/db/testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApp } from "../../src/app.ts";
import { createTestContext } from "../context.ts";
import { type FuzzRequest, requestFor } from "./arbitraries.ts";
import { listOperations, type OpenApiDocument } from "./operations.ts";
import { send } from "./send.ts";

const RUNS = Number(process.env.FUZZ_RUNS || 1000);
const SEED =
  process.env.FUZZ_SEED === "random"
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED || 20261122);

// Its requests with an admin's token change and delete whatever rows the ids 1-40 name: on a database
// of its own (on the run's server), they never reach the rows other test files are working on.
const database = await createTestDatabase(inject("databaseUrl"));
afterAll(() => database.drop());

describe("API under hostile input", () => {
  const t = createTestContext({ DATABASE_URL: database.url });
  let baseUrl = "";
  let document: OpenApiDocument;
  const tokens = new Map<AccountRole, string>();
  let closeServer = () => {};

  async function authorizationFor(role: FuzzRequest["role"]): Promise<string | undefined> {
    if (role === "anonymous") return undefined;
    if (role === "garbage") return "Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.";
    let token = tokens.get(role);
    if (!token) {
      token = (await t.signIn(role)).token;
      tokens.set(role, token);
    }
    return `Bearer ${token}`;
  }

  beforeAll(async () => {
    // Every request comes from one address and most are invalid: lift the limit that would slow it.
    const app = createApp({ ...t.ctx, rateLimits: { invalidAddress: { limit: Number.MAX_SAFE_INTEGER } } });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    closeServer = () => server.close();
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${API_PREFIX}`;
    const answer = await fetch(`${baseUrl}/openapi.json`);
    if (!answer.ok) throw new Error(`openapi.json answered ${answer.status}: ${await answer.text()}`);
    document = (await answer.json()) as OpenApiDocument;
  });
  afterAll(() => closeServer());

  it(
    "answers junk with 4xx { message }, never 5xx, a stack or a path",
    async () => {
      const operations = listOperations(document);
      expect(operations.length).toBeGreaterThan(50);
      const perOperation = Math.max(1, Math.ceil(RUNS / operations.length));
      console.info(
        `API fuzz: seed ${SEED}, ${perOperation} requests for each of ${operations.length} operations. ` +
          `Replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} pnpm test:fuzz`,
      );
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const [index, operation] of operations.entries()) {
        const details = await fc.check(
          fc.asyncProperty(requestFor(document, operation), async (request) => {
            const role = request.role;
            const answer = await send(baseUrl, request, await authorizationFor(role), operation.answersHtml);
            // A token the fuzz itself revoked (sign-out, password change, deletion) is replaced.
            if (answer.status === 401 && role !== "anonymous" && role !== "garbage") tokens.delete(role);
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.problem) throw new Error(answer.problem);
          }),
          { seed: SEED + index, numRuns: perOperation, endOnFailure: true },
        );
        if (details.failed) {
          const request = details.counterexample?.[0] as FuzzRequest | undefined;
          const error =
            details.errorInstance instanceof Error
              ? details.errorInstance.message
              : String(details.errorInstance);
          failures.push(
            `${operation.name} as ${request?.role}: ${request?.method.toUpperCase()} ${request?.target}\n` +
              `  body ${JSON.stringify(request?.body).slice(0, 300)}\n  ${error}`,
          );
        }
      }
      console.info(`API fuzz answers by status: ${JSON.stringify(Object.fromEntries(statuses))}`);
      expect(failures, failures.join("\n\n")).toEqual([]);
      // The app runs in this process: `__proto__` and `constructor` keys reached no prototype.
      expect(Object.keys(Object.prototype)).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).role).toBeUndefined();
    },
    // A guard against a hang, not a speed target: a busy two-core machine answers a request in 100-200 ms.
    Math.max(120_000, RUNS * 400),
  );
});
