import bcrypt from "bcrypt";

/** About 200 ms a hash on this project's machines (native bcrypt, off the event loop). */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same bcrypt time as a real check when no account matches, so response times do not
 * reveal which emails have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<false> {
  dummyHash ??= bcrypt.hash("not-a-real-password", BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
  return false;
}
