import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeAll, beforeEach, vi } from "vitest";
import { i18n } from "../lib/i18n.ts";

// Every catalog at once, so no component suspends while a test renders it.
const catalogs = import.meta.glob<Record<string, unknown>>("../locales/en/*.json", {
  eager: true,
  import: "default",
});
beforeAll(() => {
  for (const [path, catalog] of Object.entries(catalogs)) {
    const namespace = path.replace(/^.*\/(.+)\.json$/, "$1");
    i18n.addResourceBundle("en", namespace, catalog, true, true);
  }
});

// happy-dom has no layout: components that watch the viewport get a quiet stand-in.
if (!("IntersectionObserver" in globalThis)) {
  class NoIntersection {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal("IntersectionObserver", NoIntersection);
}

// A request no test answered fails at once, as with no network, instead of leaving the process
// (happy-dom's fetch would try the page's port 9 and print each refused connection).
const noNetwork = () => Promise.reject(new TypeError("Failed to fetch: no network in component tests"));
beforeEach(() => {
  vi.stubGlobal("fetch", noNetwork);
});

// A text missing from the catalog is reported on the console by i18n: make it fail the test.
const consoleError = console.error;
let missingTexts: string[] = [];
console.error = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].startsWith("Missing text")) missingTexts.push(args[0]);
  consoleError(...args);
};
afterEach(() => {
  cleanup();
  toast.dismiss();
  const missing = missingTexts;
  missingTexts = [];
  if (missing.length > 0) throw new Error(missing.join("\n"));
});
