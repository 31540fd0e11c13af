import { BCRYPT_COST } from "@btw/db/seed";
import bcrypt from "bcrypt";

/** The cost of new hashes: PASSWORD_HASH_COST, else BCRYPT_COST (about 200 ms a hash, off the event loop). */
let cost = BCRYPT_COST;
let dummyHash: Promise<string> | undefined;

/** Set once when the app's context is built (tests use a low cost; checks read the cost stored in each hash). */
export function setPasswordHashCost(value: number | undefined): void {
  cost = value ?? BCRYPT_COST;
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/**
 * Spends the same bcrypt time as a real check when no account matches, so response times do not
 * reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash("not-a-real-password", cost);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
