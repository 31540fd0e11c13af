import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    // The server named by DATABASE_URL hosts the databases the tests make; none means embedded PostgreSQL.
    provide: { databaseServerUrl: process.env.DATABASE_URL ?? "" },
    include: ["src/**/*.test.ts"],
    pool: "forks",
    // Files share a worker's module graph (the Prisma client and the wasm schema engine load once).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
