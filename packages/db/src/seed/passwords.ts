import { randomInt } from "node:crypto";
import bcrypt from "bcrypt";

/** About 200 ms a hash on this project's machines: slow enough to blunt guessing, quick enough to sign in. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  return bcrypt.hash(password, cost);
}

// No 0/O, 1/l/I: the password is read off a terminal and typed by hand.
const READABLE = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** Four groups of five characters (about 115 bits), e.g. `k7Rmx-2bQwe-...`. */
export function readablePassword(): string {
  const group = () => Array.from({ length: 5 }, () => READABLE[randomInt(READABLE.length)]).join("");
  return [group(), group(), group(), group()].join("-");
}
