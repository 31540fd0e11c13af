// The server's drawing of public pages (prerender.ts), with a renderer module of the test's own in
// place of the web build's: what goes into the page, what never does, and what happens when the
// drawing fails or is slow. The web build's real renderer is exercised end to end
// (apps/web/e2e/prerender.spec.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PRERENDER_MODULE, PRERENDER_STATE_ID, SHELL_REQUEST_HEADER } from "@btw/contracts";
import supertest from "supertest";
import { describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { OPPORTUNITY_PAGE_TEXTS } from "../../test/opportunity-page-texts.ts";
import { createApp } from "../app.ts";
import { DRAWINGS_AT_ONCE, prerender } from "./prerender.ts";
import { siteMiddleware } from "./site.ts";

const ORIGIN = "https://borntowin.example";

const TEMPLATE = `<!doctype html><html lang="en"><head>
<!--page-meta:start--><title>Born To Win</title><!--page-meta:end-->
</head><body>
<!--app-root:start-->
<div id="root"><main class="app-main"><!--page-shell:start--><header class="page-hero"><h1>Born To Win</h1></header><!--page-shell:end--></main></div>
<!--app-root:end-->
<script type="module" src="/assets/index-abc123.js"></script></body></html>`;

const page = (path: string, title: string) => ({
  path,
  title,
  description: `${title}.`,
  changefreq: "daily" as const,
  priority: 0.5,
  hero: { variant: "page" as const, title },
});
const META = {
  siteName: "Born To Win",
  shareImage: "/og-banner.png",
  defaults: { title: "Born To Win", description: "Default.", keywords: "k", author: "Born To Win" },
  pages: [page("/", "Home"), page("/about", "About Us")],
  privatePathPrefixes: ["/sign-in", "/admin"],
  notFound: { title: "Page not found", description: "No such page." },
  blogPost: { title: "Blogs", description: "News." },
  opportunityPost: { title: "Opportunity", description: "An opportunity." },
  ...OPPORTUNITY_PAGE_TEXTS,
};

// The renderer: draws the address, the language and what the API answered it (so a test sees it
// reached this very server), and carries data that would end a script block if sent as it is.
const RENDERER = `
globalThis.drawn = globalThis.drawn ?? [];
export async function renderPage(request) {
  globalThis.drawn.push(request);
  const { pathname } = new URL(request.url);
  if (pathname.endsWith("/boom") || request.url.includes("boom=")) throw new Error("the drawing failed");
  if (pathname === "/moved") return { kind: "redirect", status: 302, location: "/about" };
  if (request.url.includes("hold=")) await globalThis.held;
  const health = await fetch(request.apiOrigin + "/born-to-win-api/health").then((res) => res.status);
  return {
    kind: "page",
    html: '<main class="app-main" data-language="' + request.language + '" data-api="' + health + '">' + pathname + "</main>",
    state: { mutations: [], queries: [{ queryKey: ["note"], state: { data: "</script><script>alert(1)</script>" } }] },
  };
}`;

const drawn = () => (globalThis as { drawn?: Array<{ url: string; siteOrigin: string }> }).drawn ?? [];

function siteUnderTest({ renderer = true } = {}) {
  const t = createTestContext({ PUBLIC_URL: ORIGIN });
  const dist = join(t.scratch, "web-dist");
  mkdirSync(join(dist, ".server"), { recursive: true });
  writeFileSync(join(dist, "index.html"), TEMPLATE);
  writeFileSync(join(dist, "site-meta.json"), JSON.stringify({ en: META, am: META, om: META }));
  if (renderer) writeFileSync(join(dist, PRERENDER_MODULE), RENDERER);
  const ctx = { ...t.ctx, env: { ...t.ctx.env, WEB_DIST_DIR: dist } };
  const app = createApp(ctx, { site: siteMiddleware(ctx) });
  const retitle = (title: string) =>
    writeFileSync(
      join(dist, "site-meta.json"),
      JSON.stringify({
        en: { ...META, pages: [page("/", "Home"), page("/about", title)] },
        am: META,
        om: META,
      }),
    );
  return { ...t, ctx, retitle, request: () => supertest(app) };
}

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf("<!--app-root:end-->"));

describe("public pages drawn on the server", () => {
  const t = siteUnderTest();

  it("carry the drawing inside the app's root, exactly as drawn, with the answers it was drawn from", async () => {
    const res = await t.request().get("/about?ref=mail").expect(200);
    const root = rootOf(res.text);
    // Nothing between the root and the drawing: the app takes the markup over node by node.
    expect(root).toMatch(
      /^<div id="root"><main class="app-main" data-language="en" data-api="200">\/about<\/main><\/div>/,
    );
    expect(res.text).not.toContain("page-shell:start");
    // The data block names the address it was drawn for and cannot end early.
    const block = new RegExp(
      `<script type="application/json" id="${PRERENDER_STATE_ID}">(.*?)</script>`,
      "s",
    ).exec(res.text);
    expect(block?.[1]).not.toContain("</script>");
    expect(JSON.parse(block?.[1] ?? "null")).toEqual({
      path: "/about?ref=mail",
      queries: {
        mutations: [],
        queries: [{ queryKey: ["note"], state: { data: "</script><script>alert(1)</script>" } }],
      },
    });
    // The page's own head as before.
    expect(res.text).toContain("<title>About Us | Born To Win</title>");
    expect(drawn().at(-1)).toMatchObject({ url: `${ORIGIN}/about?ref=mail`, siteOrigin: ORIGIN });
  });

  it("are drawn in the address's language, and an unknown address is drawn with its 404", async () => {
    const amharic = await t.request().get("/am/about").expect(200);
    expect(rootOf(amharic.text)).toContain('data-language="am"');
    const missing = await t.request().get("/no-such-page").expect(404);
    expect(rootOf(missing.text)).toContain("/no-such-page</main>");
  });

  it("never draw a visitor's own screens, nor the shell the service worker keeps for offline use", async () => {
    const before = drawn().length;
    for (const path of ["/sign-in", "/admin/approvals"]) {
      const res = await t.request().get(path).expect(200);
      expect(res.text).toContain("<!--page-shell:start-->");
      expect(res.text).not.toContain(PRERENDER_STATE_ID);
    }
    const shell = await t.request().get("/").set(SHELL_REQUEST_HEADER, "1").expect(200);
    expect(shell.text).toContain("<!--page-shell:start-->");
    expect(shell.text).not.toContain(PRERENDER_STATE_ID);
    expect(drawn().length).toBe(before);
  });

  it("are drawn once a second at most, however many visitors ask", async () => {
    const before = drawn().length;
    const pages = await Promise.all([1, 2, 3].map(() => t.request().get("/about?from=many").expect(200)));
    expect(new Set(pages.map((res) => rootOf(res.text))).size).toBe(1);
    expect(rootOf(pages[0]!.text)).toContain("/about</main>");
    expect(drawn().length - before).toBe(1);
  });

  it("are drawn a few at a time: past that, they go out with the band until a drawing ends", async () => {
    const warn = vi.spyOn(t.ctx.logger, "warn");
    let letGo = () => {};
    (globalThis as { held?: Promise<void> }).held = new Promise<void>((resolve) => {
      letGo = resolve;
    });
    const before = drawn().length;
    const held = Array.from({ length: DRAWINGS_AT_ONCE }, (_, i) =>
      t
        .request()
        .get(`/about?hold=${i}`)
        .then((res) => res),
    );
    await vi.waitFor(() => expect(drawn().length - before).toBe(DRAWINGS_AT_ONCE));
    const shed = await t.request().get("/about?hold=over").expect(200);
    expect(shed.text).toContain("<!--page-shell:start-->");
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ drawingsAtOnce: DRAWINGS_AT_ONCE }),
      expect.any(String),
    );
    letGo();
    for (const res of await Promise.all(held)) expect(res.text).toContain("/about</main>");
    const after = await t.request().get("/about?hold=again").expect(200);
    expect(rootOf(after.text)).toContain("/about</main>");
  });

  it("follow a move the drawing asks for", async () => {
    await t.request().get("/moved").expect(302).expect("Location", "/about");
  });

  it("go out with the band when the drawing fails, and say so in the log", async () => {
    const error = vi.spyOn(t.ctx.logger, "error");
    const res = await t.request().get("/about/boom").expect(404);
    expect(res.text).toContain("<!--page-shell:start-->");
    expect(res.text).not.toContain(PRERENDER_STATE_ID);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${ORIGIN}/about/boom` }),
      expect.any(String),
    );
  });
});

describe("a site built without the renderer", () => {
  const t = siteUnderTest({ renderer: false });

  it("sends its pages with the band, for the app to draw", async () => {
    const res = await t.request().get("/about").expect(200);
    expect(res.text).toContain("<!--page-shell:start-->");
    expect(res.text).not.toContain(PRERENDER_STATE_ID);
  });
});

describe("prerender", () => {
  const t = createTestContext();

  it("gives up on a drawing slower than its time and logs it", async () => {
    const warn = vi.spyOn(t.ctx.logger, "warn");
    const never = () => new Promise<never>(() => {});
    const request = {
      url: `${ORIGIN}/about`,
      language: "en" as const,
      apiOrigin: ORIGIN,
      siteOrigin: ORIGIN,
    };
    expect(await prerender(never, request, t.ctx.logger, { timeoutMs: 20 })).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${ORIGIN}/about` }),
      expect.any(String),
    );
  });
});
