import { describe, expect, it } from "vitest";
import {
  type ChunkFacts,
  firstLoadChunks,
  gzipSizeOf,
  HOME_JS_BUDGET_KB,
  librariesKeptForLaterIn,
  PUBLIC_PAGE_KEPT_FOR_LATER,
  PUBLIC_PAGE_MODULE,
} from "./first-load-plugin.ts";

const zodModule = "/repo/node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/classic/schemas.js";
const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  modules: {},
  ...facts,
});

// index.html's entry starts the app; the home page imports a shared chunk; a form's chunk is
// loaded only when a form is drawn (a dynamic import: not in anyone's `imports`).
const bundle = [
  chunk("assets/index.js", { isEntry: true, imports: ["assets/start.js"] }),
  chunk("assets/start.js", {
    facadeModuleId: "/repo/apps/web/src/app/start.tsx",
    imports: ["assets/core.js"],
  }),
  chunk("assets/core.js", { modules: { "/repo/apps/web/src/lib/http.ts": { renderedLength: 900 } } }),
  chunk("assets/home-page.js", {
    facadeModuleId: "/repo/apps/web/src/features/home/home-page.tsx",
    imports: ["assets/core.js"],
  }),
  chunk("assets/form.js", { modules: { [zodModule]: { renderedLength: 40_000 } } }),
];
const roots = ["src/app/start.tsx", "src/features/home/home-page.tsx"];

describe("the home page's first scripts", () => {
  it("are the entry and the roots' chunks with their static imports, not what loads later", () => {
    const files = firstLoadChunks(bundle, roots).map((c) => c.fileName);
    expect(files.sort()).toEqual([
      "assets/core.js",
      "assets/home-page.js",
      "assets/index.js",
      "assets/start.js",
    ]);
    expect(librariesKeptForLaterIn(firstLoadChunks(bundle, roots))).toEqual([]);
  });

  it("report zod once a first-load chunk holds its code", () => {
    const withZod = bundle.map((c) =>
      c.fileName === "assets/core.js"
        ? { ...c, modules: { ...c.modules, [zodModule]: { renderedLength: 30_000 } } }
        : c,
    );
    expect(librariesKeptForLaterIn(firstLoadChunks(withZod, roots))).toEqual(["zod in assets/core.js"]);
  });

  it("ignore a module tree-shaken to nothing", () => {
    const emptied = bundle.map((c) =>
      c.fileName === "assets/core.js" ? { ...c, modules: { [zodModule]: { renderedLength: 0 } } } : c,
    );
    expect(librariesKeptForLaterIn(firstLoadChunks(emptied, roots))).toEqual([]);
  });

  it("refuse a root that no chunk starts at (a renamed page)", () => {
    expect(() => firstLoadChunks(bundle, ["src/features/home/index.tsx"])).toThrow(/no chunk starts at/);
  });
});

describe("the home page's script budget", () => {
  it("is measured as gzip -9 of the first scripts' code", () => {
    const small = [{ code: "console.info('a');" }, { code: "console.info('b');" }];
    expect(gzipSizeOf(small)).toBeGreaterThan(0);
    expect(gzipSizeOf(small)).toBeLessThan(200);
    expect(HOME_JS_BUDGET_KB).toBeLessThanOrEqual(120);
  });
});

describe("the public pages' first scripts", () => {
  it("are checked for every page the server draws for anyone, not a visitor's own screens", () => {
    const src = "/repo/apps/web/src/features";
    for (const page of [
      "donate/donate-page.tsx",
      "resume/submit-resume-page.tsx",
      "jobs/job-detail-page.tsx",
    ]) {
      expect(PUBLIC_PAGE_MODULE.test(`${src}/${page}`), page).toBe(true);
    }
    for (const page of [
      "admin/users/users-page.tsx",
      "account/account-page.tsx",
      "post-opportunity/post-opportunity-page.tsx",
      "saved/saved-page.tsx",
      "newsletter/alert-settings-page.tsx",
      "donate/thank-you-page.tsx",
      "jobs/components/job-card.tsx",
    ]) {
      expect(PUBLIC_PAGE_MODULE.test(`${src}/${page}`), page).toBe(false);
    }
  });

  it("may carry the form library their forms are taken over with, never zod", () => {
    const names = PUBLIC_PAGE_KEPT_FOR_LATER.map((rule) => rule.name);
    expect(names).toContain("zod");
    expect(names).not.toContain("react-hook-form");
    expect(names).not.toContain("@hookform/resolvers");
  });
});
