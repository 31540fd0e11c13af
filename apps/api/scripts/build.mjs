// Bundles the server into dist/main.js. Workspace packages (@btw/*, TypeScript sources) are
// inlined; everything from node_modules stays external and is loaded at run time.
import { readFileSync } from "node:fs";
import { build } from "esbuild";

await build({
  entryPoints: ["src/main.ts", "src/cli/migrate.ts", "src/cli/seed.ts"],
  outdir: "dist",
  outbase: "src",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  // The image has no .env.example, yet production must refuse its values (src/env-example.ts).
  define: {
    __ENV_EXAMPLE__: JSON.stringify(readFileSync(new URL("../../../.env.example", import.meta.url), "utf8")),
  },
  plugins: [
    {
      name: "externalise-node-modules",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("@btw/")) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
