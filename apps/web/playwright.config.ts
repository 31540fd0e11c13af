// End-to-end tests in Debian's Chromium against the built app served by the API, on a database the
// API migrates and seeds with demo content at start. E2E_BASE_URL points the tests at a server that
// is already running instead (nothing is started then).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173);
// Shared by the server under test and the tests (the admin tests sign in and read emailed codes):
// set here so that both see the same values.
process.env.ADMIN_EMAIL ??= "admin@example.test";
process.env.ADMIN_PASSWORD ??= "admin-password-123";
process.env.MAIL_DIR ??= mkdtempSync(join(tmpdir(), "btw-e2e-mail-"));
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// A journey whose steps do not change with the width runs in one project only: visitors' forms,
// accounts, reports, the donation and offline use at phone width, where most visitors are, and the
// console's walks at 390 px; the admin's flows at a desk. Layouts (routes, layout, lists, languages,
// server rendering) run in both.
const specs = (...names: string[]) => new RegExp(`/(${names.join("|")})\\.spec\\.ts$`);
const PHONE_ONLY = specs(
  "account-journey",
  "donate",
  "forms",
  "listing-reports",
  "offline",
  "admin-phone",
  "admin-lists-phone",
  "admin-editor",
  "approvals-bulk-reject-phone",
);
const DESKTOP_ONLY = specs("admin");

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    // A trace of a failing test's retry (CI retries once): recording every test's trace cost the run
    // about 14 % of its time. `--trace on` records them all.
    trace: "on-first-retry",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "phone",
      testIgnore: DESKTOP_ONLY,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 360, height: 780 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: "desktop",
      testIgnore: PHONE_ONLY,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The built API serving the built site; a fresh data folder means a fresh embedded database,
        // unless E2E_DATABASE_URL names a (fresh) database on a PostgreSQL server.
        command: "pnpm --filter @btw/api start",
        url: `${baseURL}/born-to-win-api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: "pipe",
        env: {
          PORT: String(PORT),
          HOST: "127.0.0.1",
          PUBLIC_URL: baseURL,
          SEED_DEMO_CONTENT: "true",
          LOG_LEVEL: "warn",
          // Tests may name a client address (X-Forwarded-For), as a proxy in front would: reports
          // count one person per address (listing-reports.spec.ts).
          TRUST_PROXY: "1",
          // The organisation's details the footer, contact and about pages show (trust.spec.ts).
          ORG_EMAIL: "office@borntowin.test",
          ORG_PHONE: "+251 11 555 0100",
          ORG_REGISTRATION_NUMBER: "ACSO-0000-TEST",
          ADMIN_EMAIL: process.env.ADMIN_EMAIL,
          ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
          MAIL_DIR: process.env.MAIL_DIR,
          DATA_DIR: mkdtempSync(join(tmpdir(), "btw-e2e-")),
          // Never the shell's DATABASE_URL (often a shared test server): empty means embedded.
          DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
        },
      },
});
