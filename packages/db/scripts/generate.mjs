// Generates the Prisma client into src/generated. `prisma generate` never runs the schema engine,
// but the CLI insists on finding one; pointing it at any existing file stops it from downloading.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const prismaCli = require.resolve("prisma/build/index.js");
const schema = fileURLToPath(new URL("../../../prisma/schema.prisma", import.meta.url));

execFileSync(process.execPath, [prismaCli, "generate", "--schema", schema], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
