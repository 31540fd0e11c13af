// The stand-in for Chapa (development and tests; production only with PAYMENTS_MODE=test):
// initialize returns a checkout page on our own server, the donor presses "Pay" or "Fail / cancel",
// and verify answers from that recorded outcome. Its state lives in payment_events (source
// "test-gateway"), so it survives restarts like Chapa's would.
import { randomBytes } from "node:crypto";
import { API_PREFIX, donationPaths } from "@btw/contracts";
import type { Database, Prisma } from "@btw/db";
import type { CheckoutRequest, PaymentGateway, VerifiedPayment } from "./payment-gateway.ts";

export const TEST_GATEWAY_SOURCE = "test-gateway";
export type TestOutcome = "success" | "failed" | "cancelled";

const OUTCOME_EVENTS: Record<TestOutcome, string> = {
  success: "charge.success",
  failed: "charge.failed",
  cancelled: "charge.cancelled",
};

interface InitializedCheckout {
  tx_ref: string;
  amount: string;
  currency: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  callback_url: string;
  return_url: string;
  title: string;
  description: string;
}

interface RecordedOutcome {
  status: TestOutcome;
  reference: string;
  at: string;
}

export interface TestCheckoutView {
  checkout: InitializedCheckout;
  outcome: RecordedOutcome | null;
}

export interface TestCheckout {
  /** The checkout as initialized, with the outcome once the donor chose one; null if never initialized. */
  find(txRef: string): Promise<TestCheckoutView | null>;
  /** Records the donor's choice; a second press keeps the first outcome, as a real payment would. */
  complete(txRef: string, outcome: TestOutcome): Promise<RecordedOutcome>;
  /** The webhook body Chapa would send for this outcome. */
  webhookPayload(view: TestCheckoutView & { outcome: RecordedOutcome }): Record<string, unknown>;
}

export function createTestGateway(options: {
  db: Database;
  publicUrl: string;
  webhookSecret: string | undefined;
}): PaymentGateway {
  const { db } = options;

  async function find(txRef: string): Promise<TestCheckoutView | null> {
    const rows = await db.paymentEvent.findMany({
      where: { txRef, source: TEST_GATEWAY_SOURCE },
      orderBy: { id: "asc" },
      select: { event: true, payload: true },
    });
    const initialized = rows.find((row) => row.event === "initialize");
    if (!initialized) return null;
    const outcome = rows.find((row) => row.event !== "initialize");
    return {
      checkout: initialized.payload as unknown as InitializedCheckout,
      outcome: outcome ? (outcome.payload as unknown as RecordedOutcome) : null,
    };
  }

  const testCheckout: TestCheckout = {
    find,
    async complete(txRef, status) {
      const existing = await find(txRef);
      if (!existing) throw new Error(`Test checkout ${txRef} was never initialized`);
      if (existing.outcome) return existing.outcome;
      const outcome: RecordedOutcome = {
        status,
        reference: `TEST-${randomBytes(6).toString("hex").toUpperCase()}`,
        at: new Date().toISOString(),
      };
      await db.paymentEvent.create({
        data: {
          txRef,
          source: TEST_GATEWAY_SOURCE,
          event: OUTCOME_EVENTS[status],
          payload: outcome as unknown as Prisma.InputJsonValue,
        },
      });
      // Two presses at once: the first recorded outcome is the one that counts.
      return (await find(txRef))?.outcome ?? outcome;
    },
    webhookPayload({ checkout, outcome }) {
      return {
        event: OUTCOME_EVENTS[outcome.status],
        first_name: checkout.first_name,
        last_name: checkout.last_name,
        email: checkout.email,
        mobile: checkout.phone_number,
        currency: checkout.currency,
        amount: checkout.amount,
        charge: "0.00",
        status: outcome.status,
        mode: "test",
        reference: outcome.reference,
        created_at: outcome.at,
        updated_at: outcome.at,
        type: "API",
        tx_ref: checkout.tx_ref,
        payment_method: "test",
        customization: { title: checkout.title, description: checkout.description, logo: null },
        meta: null,
      };
    },
  };

  return {
    mode: "test",
    webhookSecret: options.webhookSecret,
    testCheckout,

    async initialize(request: CheckoutRequest) {
      const checkout: InitializedCheckout = {
        tx_ref: request.txRef,
        amount: request.amount.toFixed(2),
        currency: request.currency,
        email: request.email,
        first_name: request.firstName,
        last_name: request.lastName,
        phone_number: request.phoneNumber,
        callback_url: request.callbackUrl,
        return_url: request.returnUrl,
        title: request.title,
        description: request.description,
      };
      await db.paymentEvent.create({
        data: {
          txRef: request.txRef,
          source: TEST_GATEWAY_SOURCE,
          event: "initialize",
          payload: checkout as unknown as Prisma.InputJsonValue,
        },
      });
      const base = options.publicUrl.replace(/\/+$/, "");
      return {
        checkoutUrl: `${base}${API_PREFIX}${donationPaths.testCheckout}/${encodeURIComponent(request.txRef)}`,
      };
    },

    async verify(txRef: string): Promise<VerifiedPayment> {
      const view = await find(txRef);
      if (!view?.outcome)
        return { status: "pending", amount: null, currency: null, txRef, reference: null, mode: null };
      return {
        status: view.outcome.status,
        amount: Number.parseFloat(view.checkout.amount),
        currency: view.checkout.currency,
        txRef: view.checkout.tx_ref,
        reference: view.outcome.reference,
        mode: "test",
      };
    },
  };
}
