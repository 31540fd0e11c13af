// Prisma's own schema engine compiled to WebAssembly: the same migration logic as the Prisma CLI,
// without the native binary the CLI would download. Files it writes and the _prisma_migrations
// table it keeps are identical to `prisma migrate`'s, so the two stay interchangeable.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import pg from "pg";

let instantiated: Promise<void> | undefined;

// Node's WebAssembly global (its typings live in the DOM lib, which this package does not load).
const wasmRuntime = (
  globalThis as unknown as {
    WebAssembly: {
      instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: object } }>;
    };
  }
).WebAssembly;

function instantiateOnce(): Promise<void> {
  instantiated ??= (async () => {
    const require = createRequire(import.meta.url);
    const wasmPath = join(
      dirname(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg")),
      "schema_engine_bg.wasm",
    );
    const bytes = await readFile(wasmPath);
    const { instance } = await wasmRuntime.instantiate(bytes, { "./schema_engine_bg.js": bg });
    const exports = instance.exports as { __wbindgen_start?: () => void };
    (bg as unknown as { __wbg_set_wasm(e: unknown): void }).__wbg_set_wasm(exports);
    exports.__wbindgen_start?.();
  })();
  return instantiated;
}

/**
 * A panic inside the wasm engine reports its message here (wasm-bindgen's hook) before the engine
 * traps. Without a registry the hook itself throws and the pending call never settles; with it, the
 * message is printed and the call in flight rejects with it.
 */
const inFlight = new Set<(error: Error) => void>();
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
  set_message(message: string) {
    // Printed too: the trap that follows may end the process before the rejection is seen.
    console.error(`Prisma schema engine panicked: ${message}`);
    for (const reject of inFlight) reject(new Error(`Prisma schema engine panicked: ${message}`));
    inFlight.clear();
  },
};

/** Runs one engine call so that an engine panic rejects it instead of leaving it pending forever. */
export function settleOnPanic<T>(call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    inFlight.add(reject);
    call()
      .then(resolve, reject)
      .finally(() => inFlight.delete(reject));
  });
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

// PostgreSQL 18 keeps every NOT NULL as a pg_constraint row (contype 'n'). This engine's describer
// selects constraints with a deny-list and panics on the unexpected 'n' rows (prisma/orm#29635);
// the upstream fix (prisma-engines#5819) turns the filter into an allow-list of the two kinds it
// reads (check, exclusion), which is what this rewrite does. Nullability comes from pg_attribute.
const CONSTRAINT_DENY_LIST = "AND contype NOT IN ('p', 'u', 'f')";
const CONSTRAINT_ALLOW_LIST = "AND contype IN ('c', 'x')";

function withConstraintAllowList(query: unknown): unknown {
  if (typeof query === "string") return query.replace(CONSTRAINT_DENY_LIST, CONSTRAINT_ALLOW_LIST);
  if (query && typeof query === "object" && "text" in query && typeof query.text === "string") {
    return { ...query, text: query.text.replace(CONSTRAINT_DENY_LIST, CONSTRAINT_ALLOW_LIST) };
  }
  return query;
}

/**
 * The pool the engine reads catalogs through: catalog columns of PostgreSQL's internal one-byte
 * "char" type, which adapter-pg cannot decode, come back as text, and the constraint query works on
 * PostgreSQL 18 (see above).
 */
class CatalogTextPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has many overloads; we only post-process results.
  override query(first?: any, ...rest: any[]): any {
    const result = (super.query as (...a: unknown[]) => unknown)(withConstraintAllowList(first), ...rest);
    if (!(result instanceof Promise)) return result;
    return result.then((value: pg.QueryResult) => {
      for (const field of value?.fields ?? []) {
        if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
      }
      return value;
    });
  }
}

interface ShadowCapableFactory {
  connectToShadowDb?: () => Promise<unknown>;
}

/**
 * Opens the schema engine on `databaseUrl`. Diffs that replay migrations use an in-memory PGlite
 * shadow database, never the main one.
 */
export async function openSchemaEngine(schemaText: string, databaseUrl: string): Promise<SchemaEngine> {
  await instantiateOnce();
  const main = new PrismaPg(new CatalogTextPool({ connectionString: databaseUrl, max: 2 }));
  const factory = Object.assign(main, {
    async connectToShadowDb() {
      const { PGlite } = await import("@electric-sql/pglite");
      // An early migration creates pg_trgm (its trigram indexes were dropped later, the extension kept).
      const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
      const { PrismaPGlite } = await import("pglite-prisma-adapter");
      return new PrismaPGlite(new PGlite({ extensions: { pg_trgm } })).connect();
    },
  }) as typeof main & ShadowCapableFactory;
  const log = (message: string) => {
    if (/"level":"(ERROR|WARN)"/.test(message)) console.warn(message);
  };
  return bg.SchemaEngine.new(
    { datamodels: [["schema.prisma", schemaText]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory as never),
  ) as Promise<SchemaEngine>;
}
