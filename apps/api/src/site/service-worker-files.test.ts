// The service worker and the web app manifest as the server sends them: the worker revalidated on
// every check (a new release must reach every visitor), both allowed by the CSP, built files cached.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import supertest from "supertest";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { createApp } from "../app.ts";
import { SERVICE_WORKER_FILE, siteMiddleware } from "./site.ts";

function siteWithWorker() {
  const t = createTestContext({ PUBLIC_URL: "https://borntowin.example" });
  const dist = join(t.scratch, "web-dist");
  mkdirSync(join(dist, "assets"), { recursive: true });
  writeFileSync(join(dist, SERVICE_WORKER_FILE), "self.addEventListener('fetch', () => {});");
  writeFileSync(join(dist, "site.webmanifest"), JSON.stringify({ name: "Born To Win", start_url: "/" }));
  writeFileSync(join(dist, "assets", "start-abc123.js"), "console.info('app');");
  const ctx = { ...t.ctx, env: { ...t.ctx.env, WEB_DIST_DIR: dist } };
  return supertest(createApp(ctx, { site: siteMiddleware(ctx) }));
}

describe("service worker and manifest files", () => {
  const request = siteWithWorker();

  it("sends the service worker as a script the browser revalidates on every update check", async () => {
    const response = await request.get(`/${SERVICE_WORKER_FILE}`).expect(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("lets the page register a worker and read a manifest from the site only", async () => {
    const response = await request.get("/site.webmanifest").expect(200);
    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers["cache-control"]).toMatch(/max-age=3600/);
  });

  it("keeps built files cacheable for a year", async () => {
    const response = await request.get("/assets/start-abc123.js").expect(200);
    expect(response.headers["cache-control"]).toMatch(/immutable/);
  });
});
