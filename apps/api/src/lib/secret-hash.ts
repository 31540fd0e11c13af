// Random secrets (link tokens, reset secrets) are kept as hashes, and secrets are compared in
// constant time, so an answer's timing tells nothing about how much of a guess was right.
import { createHash, timingSafeEqual } from "node:crypto";

/** For secrets of 256 random bits: a fast hash is enough, there is nothing to brute-force. */
export const sha256Hex = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** True when both are the same text; a different length is simply unequal. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
