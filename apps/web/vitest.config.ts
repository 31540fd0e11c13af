import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  test: {
    environment: "happy-dom",
    environmentOptions: {
      // Nothing listens on port 9: a call that escapes a test fails fast instead of reaching a real server.
      happyDOM: { url: "http://127.0.0.1:9/" },
    },
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    css: false,
    restoreMocks: true,
    // A form test that types a whole form needs more than vitest's 5 s on a busy 2-core machine.
    testTimeout: 20_000,
    // One DOM environment and module graph per worker instead of per file: about 5x less CPU (the
    // files share no state; Testing Library cleans the DOM after each test, mocks and timers are
    // restored by the tests that change them).
    isolate: false,
  },
});
