// What production refuses to start with, each with the variable's name and the reason. Outside
// production a developer's machine may run on generated or weak values; a public server may not.
import { createRequire } from "node:module";
import { envExampleValues } from "./env-example.ts";

const ADMIN_PASSWORD_MIN_LENGTH = 12;

interface ProductionSettings {
  JWT_SECRET?: string;
  DATABASE_URL?: string;
  PUBLIC_URL?: string;
  ADMIN_PASSWORD?: string;
}

/** Loaded only when a production admin password is checked: the list is about 50,000 entries. */
let commonPasswords: Set<string> | undefined;
function isCommonPassword(password: string): boolean {
  if (!commonPasswords) {
    const require = createRequire(import.meta.url);
    const { dictionary } = require("@zxcvbn-ts/language-common") as {
      dictionary: { "passwords-common": string[] };
    };
    commonPasswords = new Set(dictionary["passwords-common"]);
  }
  return commonPasswords.has(password.toLowerCase());
}

/** The shortest p such that the text repeats itself every p characters ("abcabcabc" -> 3). */
function period(text: string): number {
  for (let p = 1; p < text.length; p++) {
    let repeats = true;
    for (let i = p; i < text.length && repeats; i++) repeats = text[i] === text[i - p];
    if (repeats) return p;
  }
  return text.length;
}

/**
 * Why a secret is too predictable to sign tokens with, or null. Random output (`openssl rand -hex 32`)
 * passes; few distinct characters, a repeated block or a run of neighbouring characters do not.
 */
export function predictableSecret(secret: string): string | null {
  if (new Set(secret).size < 10) return "has too few distinct characters";
  if (period(secret) <= secret.length / 2) return "repeats a shorter pattern";
  let steps = 0;
  for (let i = 1; i < secret.length; i++) {
    if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) <= 1) steps += 1;
  }
  if (steps > (secret.length - 1) / 2) return "is mostly a run of neighbouring characters";
  return null;
}

const GENERATE = "generate one with `openssl rand -hex 32`";

/** Every problem as `NAME: reason`; empty when the settings may run a public server. */
export function productionProblems(env: ProductionSettings): string[] {
  const problems: string[] = [];
  const examples = new Set(Object.values(envExampleValues()));
  const exampleAdminPassword = envExampleValues().ADMIN_PASSWORD;

  if (!env.JWT_SECRET) problems.push(`JWT_SECRET: required in production (${GENERATE})`);
  else if (examples.has(env.JWT_SECRET))
    problems.push(`JWT_SECRET: is a value from .env.example, known to everyone (${GENERATE})`);
  else {
    const why = predictableSecret(env.JWT_SECRET);
    if (why) problems.push(`JWT_SECRET: ${why}, so it can be guessed (${GENERATE})`);
  }

  if (!env.DATABASE_URL) problems.push("DATABASE_URL: required in production");
  if (!env.PUBLIC_URL)
    problems.push(
      "PUBLIC_URL: required in production (the address people use, e.g. https://borntowin.org): mail links and payment callbacks are built from it",
    );

  const password = env.ADMIN_PASSWORD;
  if (password !== undefined) {
    if (password === exampleAdminPassword)
      problems.push("ADMIN_PASSWORD: is the value from .env.example, known to everyone");
    else if (password.length < ADMIN_PASSWORD_MIN_LENGTH)
      problems.push(`ADMIN_PASSWORD: must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters in production`);
    else if (isCommonPassword(password))
      problems.push("ADMIN_PASSWORD: is on a list of commonly used passwords");
  }
  return problems;
}
