// A built site in miniature (index.html, site-meta.json, one script) for tests that talk to the
// site's routes over HTTP: the real app with siteMiddleware, listening on a port of its own so that
// paths go out exactly as written.
import { mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import type { SiteMeta } from "@btw/contracts";
import { afterAll, beforeAll } from "vitest";
import { createApp } from "../src/app.ts";
import { siteMiddleware } from "../src/site/site.ts";
import { createTestContext } from "./context.ts";
import { OPPORTUNITY_PAGE_TEXTS } from "./opportunity-page-texts.ts";

const TEMPLATE = `<!doctype html><html lang="en"><head>
<!--page-meta:start--><title>Born To Win</title><!--page-meta:end-->
</head><body><div id="root"><!--page-shell:start--><!--page-shell:end--></div></body></html>`;

const hero = { variant: "page" as const, title: "Page" };
const SITE_META: SiteMeta = {
  siteName: "Born To Win",
  shareImage: "/og-banner.png",
  defaults: { title: "Born To Win", description: "Default.", keywords: "k", author: "a" },
  pages: [
    { path: "/", title: "Home", description: "Home.", changefreq: "daily", priority: 1, hero },
    { path: "/about", title: "About", description: "About.", changefreq: "monthly", priority: 0.5, hero },
  ],
  privatePathPrefixes: ["/email-alerts", "/admin"],
  notFound: { title: "Page not found", description: "Not found." },
  blogPost: { title: "Blogs", description: "News." },
  opportunityPost: { title: "Opportunity", description: "An opportunity." },
  ...OPPORTUNITY_PAGE_TEXTS,
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The app with a built site, and a GET that sends its path and headers as written. */
export function siteOverHttp(env: Record<string, string> = {}) {
  const t = createTestContext(env);
  let port = 0;
  let close = () => {};
  beforeAll(async () => {
    const dist = join(t.scratch, "web-dist");
    mkdirSync(join(dist, "assets"), { recursive: true });
    writeFileSync(join(dist, "index.html"), TEMPLATE);
    writeFileSync(
      join(dist, "site-meta.json"),
      JSON.stringify({ en: SITE_META, am: SITE_META, om: SITE_META }),
    );
    const ctx = { ...t.ctx, env: { ...t.ctx.env, WEB_DIST_DIR: dist } };
    const server = createApp(ctx, { site: siteMiddleware(ctx) }).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());
  const rawGet = (path: string, headers: Record<string, string> = {}) =>
    new Promise<RawAnswer>((resolve, reject) => {
      httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    });
  return { ...t, rawGet };
}
