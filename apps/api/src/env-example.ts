// The values written in .env.example. Production refuses any of them as a secret, because a copied
// example file is the most common way a placeholder ends up running a real server.
import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";

/** The bundled server carries the file's text (scripts/build.mjs); from source it is read beside the repo root. */
declare const __ENV_EXAMPLE__: string | undefined;

let values: Record<string, string> | undefined;

export function envExampleValues(): Record<string, string> {
  if (!values) {
    const text =
      typeof __ENV_EXAMPLE__ === "string"
        ? __ENV_EXAMPLE__
        : readFileSync(new URL("../../../.env.example", import.meta.url), "utf8");
    values = Object.fromEntries(
      Object.entries(parseEnv(text)).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
  }
  return values;
}
