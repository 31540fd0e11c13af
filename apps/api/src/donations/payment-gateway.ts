// The payment provider behind chapaDonate: Chapa, or a built-in, clearly labelled test checkout that
// drives the same callback, webhook and verify paths, or none (production without a Chapa key).
import { createHmac } from "node:crypto";
import type { PaymentsMode } from "@btw/contracts";
import type { Database } from "@btw/db";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { createChapaGateway } from "./chapa-gateway.ts";
import { createTestGateway, type TestCheckout } from "./test-gateway.ts";

export interface CheckoutRequest {
  txRef: string;
  amount: number;
  currency: "ETB";
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  callbackUrl: string;
  returnUrl: string;
  title: string;
  description: string;
}

export interface VerifiedPayment {
  /** "pending" also covers a transaction the provider does not know (yet). */
  status: "success" | "failed" | "cancelled" | "pending";
  amount: number | null;
  currency: string | null;
  txRef: string;
  reference: string | null;
  mode: string | null;
}

export interface PaymentGateway {
  readonly mode: PaymentsMode;
  /** Signs webhooks (HMAC-SHA256); undefined when none can be accepted (Chapa without CHAPA_WEBHOOK_SECRET). */
  readonly webhookSecret: string | undefined;
  /** Throws PaymentGatewayError when the provider refuses or cannot be reached. */
  initialize(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** Throws PaymentGatewayError when the provider cannot answer (try again later). */
  verify(txRef: string): Promise<VerifiedPayment>;
  /** Only in test mode: the stand-in for Chapa's hosted page. */
  readonly testCheckout?: TestCheckout;
}

/** The provider said no or did not answer; `message` is for logs and the donation's failure reason. */
export class PaymentGatewayError extends Error {
  override name = "PaymentGatewayError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** Test mode has no Chapa dashboard to copy a secret from, so one is derived from the server secret. */
function testWebhookSecret(jwtSecret: string): string {
  return createHmac("sha256", jwtSecret).update("born-to-win test checkout webhook").digest("hex");
}

/**
 * PAYMENTS_MODE when set; otherwise Chapa when a key is set, the test checkout outside production,
 * and no giving at all in production: a public server never takes pretend payments unless told to.
 */
function resolvePaymentsMode(
  env: Pick<Env, "PAYMENTS_MODE" | "CHAPA_SECRET_KEY" | "NODE_ENV">,
): PaymentsMode {
  if (env.PAYMENTS_MODE) return env.PAYMENTS_MODE;
  if (env.CHAPA_SECRET_KEY) return "chapa";
  return env.NODE_ENV === "production" ? "unavailable" : "test";
}

const notConfigured = () => new PaymentGatewayError("No payment provider is configured");

/** Production without a Chapa key: chapaDonate answers 503 before anything is recorded. */
const unavailableGateway: PaymentGateway = {
  mode: "unavailable",
  webhookSecret: undefined,
  initialize: () => Promise.reject(notConfigured()),
  verify: () => Promise.reject(notConfigured()),
};

export function createPaymentGateway(env: Env, db: Database, logger: Logger): PaymentGateway {
  const mode = resolvePaymentsMode(env);
  if (mode === "chapa" && env.CHAPA_SECRET_KEY) {
    return createChapaGateway({
      secretKey: env.CHAPA_SECRET_KEY,
      baseUrl: env.CHAPA_BASE_URL,
      webhookSecret: env.CHAPA_WEBHOOK_SECRET,
      logger,
    });
  }
  if (mode === "test") {
    if (env.NODE_ENV === "production") {
      logger.warn("PAYMENTS_MODE=test: donations go through the built-in test checkout and no money moves");
    }
    return createTestGateway({
      db,
      publicUrl: env.PUBLIC_URL,
      webhookSecret: env.JWT_SECRET ? testWebhookSecret(env.JWT_SECRET) : undefined,
    });
  }
  logger.warn("No CHAPA_SECRET_KEY and no PAYMENTS_MODE=test: the site takes no donations");
  return unavailableGateway;
}
