// A private screen in any spelling a browser or the app's router reads as it (`/EMAIL-ALERTS`,
// `/%65mail-alerts`, `/blogs/../email-alerts`) is private: not drawn on the server, not indexed, and
// like any address carrying a token, answered `Cache-Control: private, no-store`. Sent raw, as an
// attacker sends them (no client library resolving the dots first).
import { describe, expect, it } from "vitest";
import { siteOverHttp } from "../../test/site-fixture.ts";

describe("private pages in any spelling", () => {
  const site = siteOverHttp();
  const get = async (path: string) => {
    const res = await site.rawGet(path);
    return {
      status: res.status,
      cacheControl: String(res.headers["cache-control"]),
      body: res.body.toString(),
    };
  };

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
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.cacheControl, path).toBe("private, no-store");
      expect(res.body, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("answers any page with a token in its address private, no-store; others may be revalidated", async () => {
    for (const path of ["/about?token=x", "/about?TOKEN=x", "/about?%74oken=x", "/about?resetToken=x"]) {
      expect((await get(path)).cacheControl, path).toBe("private, no-store");
    }
    expect((await get("/about")).cacheControl).toBe("no-cache");
  });

  it("keeps personal API answers out of caches whatever the case of their path", async () => {
    expect((await get("/born-to-win-api/DONATE/STATUS/nope")).cacheControl).toBe("private, no-store");
  });
});
