// A private screen in any spelling a browser or the app's router reads as it (`/EMAIL-ALERTS`,
// `/%65mail-alerts`, `/blogs/../email-alerts`) is private: not drawn on the server, not indexed, and
// like any address carrying a token, answered `Cache-Control: private, no-store`. Sent raw, as an
// attacker sends them (no client library resolving the dots first).
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { SiteMeta } from "@btw/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { OPPORTUNITY_PAGE_TEXTS } from "../../test/opportunity-page-texts.ts";
import { createApp } from "../app.ts";
import { siteMiddleware } from "./site.ts";

const TEMPLATE = `<!doctype html><html lang="en"><head>
<!--page-meta:start--><title>Born To Win</title><!--page-meta:end-->
</head><body><div id="root"><!--page-shell:start--><!--page-shell:end--></div></body></html>`;

const hero = { variant: "page" as const, title: "Page" };
const META: SiteMeta = {
  siteName: "Born To Win",
  shareImage: "/og-banner.png",
  defaults: { title: "Born To Win", description: "Default.", keywords: "k", author: "a" },
  pages: [
    { path: "/about", title: "About", description: "About.", changefreq: "monthly", priority: 0.5, hero },
  ],
  privatePathPrefixes: ["/email-alerts", "/admin"],
  notFound: { title: "Page not found", description: "Not found." },
  blogPost: { title: "Blogs", description: "News." },
  opportunityPost: { title: "Opportunity", description: "An opportunity." },
  ...OPPORTUNITY_PAGE_TEXTS,
};

describe("private pages in any spelling", () => {
  const t = createTestContext();
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const dist = join(t.scratch, "web-dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), TEMPLATE);
    writeFileSync(join(dist, "site-meta.json"), JSON.stringify({ en: META, am: META, om: META }));
    const ctx = { ...t.ctx, env: { ...t.ctx.env, WEB_DIST_DIR: dist } };
    const server = createApp(ctx, { site: siteMiddleware(ctx) }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  const rawGet = (path: string) =>
    new Promise<{ status: number; cacheControl: string; body: string }>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cacheControl: String(res.headers["cache-control"]), body }),
        );
      })
        .on("error", reject)
        .end();
    });

  it("answers every spelling of a private page as that page: noindex, private, no-store", async () => {
    for (const path of [
      "/email-alerts?token=secret",
      "/EMAIL-ALERTS?token=secret",
      "/%65mail-alerts?token=secret",
      "/blogs/../email-alerts?token=secret",
      "/blogs/%2e%2e/email-alerts?token=secret",
      "/am/Email-Alerts?token=secret",
      "/ADMIN/users",
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(200);
      expect(res.cacheControl, path).toBe("private, no-store");
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("answers any page with a token in its address private, no-store; others may be revalidated", async () => {
    for (const path of ["/about?token=x", "/about?TOKEN=x", "/about?%74oken=x", "/about?resetToken=x"]) {
      expect((await rawGet(path)).cacheControl, path).toBe("private, no-store");
    }
    expect((await rawGet("/about")).cacheControl).toBe("no-cache");
  });

  it("keeps personal API answers out of caches whatever the case of their path", async () => {
    const res = await rawGet("/born-to-win-api/DONATE/STATUS/nope");
    expect(res.cacheControl).toBe("private, no-store");
  });
});
