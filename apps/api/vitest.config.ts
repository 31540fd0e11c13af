import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["./test/global-setup.ts"],
    // The server named by DATABASE_URL hosts a database made for this run; none means embedded PostgreSQL.
    provide: {
      databaseServerUrl: process.env.DATABASE_URL ?? "",
      // Set by .ci/run when a Redis server answers on 127.0.0.1:6379.
      redisTestUrl: process.env.REDIS_TEST_URL ?? "",
    },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
