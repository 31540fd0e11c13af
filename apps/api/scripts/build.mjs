// Bundles the server into dist/main.js (and the CLIs into dist/cli, sharing chunks). Workspace packages
// (@btw/*, TypeScript sources), the phone-number rules they use (libphonenumber-js, only the metadata
// read) and Prisma's client runtime are inlined: of the runtime's query compilers
// for five databases only PostgreSQL's is kept, and the Prisma CLI that @prisma/client would bring as a
// peer stays out of the image. Everything else from node_modules stays external, loaded at run time
// from the packages listed in package.json's dependencies.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { build } from "esbuild";

// The two files of Swagger UI the API reference page serves (src/openapi/docs-page.ts) are copied beside the
// bundle, with their licences, so the image does not install swagger-ui-dist (12 MB, mostly other builds and maps).
const SWAGGER_UI_COPY = "apps/api/dist/swagger-ui";
const SWAGGER_UI_FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"];

// Chunks are named by their hash: an earlier build's would stay beside the new ones.
rmSync(new URL("../dist", import.meta.url), { recursive: true, force: true });

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
  // Maps name files and lines for stack traces; the sources themselves (and the query compiler's 4 MB of
  // base64) stay out of them.
  sourcesContent: false,
  logLevel: "warning",
  // The image has no .env.example, yet production must refuse its values (src/env-example.ts).
  define: {
    __ENV_EXAMPLE__: JSON.stringify(readFileSync(new URL("../../../.env.example", import.meta.url), "utf8")),
    __SWAGGER_UI_DIR__: JSON.stringify(SWAGGER_UI_COPY),
  },
  plugins: [
    {
      name: "externalise-node-modules",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (/^@btw\/|^@prisma\/client(-runtime-utils)?(\/|$)|^libphonenumber-js(\/|$)/.test(args.path))
            return undefined;
          return { path: args.path, external: true };
        });
      },
    },
  ],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

const swaggerUi = createRequire(import.meta.url)("swagger-ui-dist").getAbsoluteFSPath();
const copy = new URL(`../../../${SWAGGER_UI_COPY}/`, import.meta.url);
mkdirSync(copy, { recursive: true });
for (const file of SWAGGER_UI_FILES) copyFileSync(join(swaggerUi, file), new URL(file, copy));
