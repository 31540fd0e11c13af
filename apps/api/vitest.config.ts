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
    // One module graph per worker instead of per file: importing the app (Express, Prisma, sharp,
    // pg-boss) once per worker instead of once per file cuts the suite's CPU time to about a third. The files share
    // no state: each builds its own app, context and folders with test/context.ts, and rows are
    // made per test by factories with unique values.
    isolate: false,
    // Three files at a time even on 2 cores: most of a file's time is spent waiting on PostgreSQL, the
    // queue, mail and Telegram's pace (a fourth file made the whole run no faster on 2 cores). Files share the database, so a test looks for its own rows, never at a whole table.
    maxWorkers: 3,
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
  },
});
