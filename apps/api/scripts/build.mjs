// Bundles the server into dist/main.js (and the CLIs into dist/cli, sharing chunks). Workspace packages
// (@btw/*, TypeScript sources) and Prisma's client runtime are inlined: of the runtime's query compilers
// for five databases only PostgreSQL's is kept, and the Prisma CLI that @prisma/client would bring as a
// peer stays out of the image. Everything else from node_modules stays external, loaded at run time
// from the packages listed in package.json's dependencies.
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
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
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
          if (/^@btw\/|^@prisma\/client(-runtime-utils)?(\/|$)/.test(args.path)) return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
