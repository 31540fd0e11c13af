// Chapa signs webhooks two ways: `x-chapa-signature` = HMAC-SHA256(raw body, secret) and
// `chapa-signature` = HMAC-SHA256(secret, secret). Either proves the sender knows the secret; the
// body is trusted for nothing anyway, since every event is re-verified with Chapa before it counts.
import { createHmac } from "node:crypto";
import { sameSecret } from "../lib/secret-hash.ts";

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac("sha256", secret).update(data).digest("hex");

export function signWebhookBody(rawBody: string | Buffer, secret: string): string {
  return hmacHex(secret, rawBody);
}

/** Constant-time comparison of two hex signatures (a wrong length is simply unequal). */
function sameSignature(expected: string, given: string | undefined): boolean {
  return given !== undefined && sameSecret(expected, given.trim().toLowerCase());
}

export function isSignedWebhook(
  rawBody: Buffer,
  headers: { "x-chapa-signature"?: string; "chapa-signature"?: string },
  secret: string | undefined,
): boolean {
  if (!secret) return false;
  return (
    sameSignature(hmacHex(secret, rawBody), headers["x-chapa-signature"]) ||
    sameSignature(hmacHex(secret, secret), headers["chapa-signature"])
  );
}
