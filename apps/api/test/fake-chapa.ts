// A fake Chapa on 127.0.0.1 for tests: the app's real chapa-nodejs client talks to it over HTTP
// (CHAPA_BASE_URL), and the test plays the donor (pay, fail) and Chapa's webhook sender, with
// signatures computed the way Chapa computes them.
import { createHmac } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readBody, sendJson } from "./fake-server-http.ts";

interface FakeTransaction {
  tx_ref: string;
  amount: string;
  currency: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  callback_url: string;
  return_url: string;
  customization: Record<string, unknown>;
  status: "pending" | "success" | "failed" | "cancelled";
  reference: string;
  /** What verify reports as paid; differs from `amount` only when a test says so. */
  paidAmount: string;
  paidCurrency: string;
}

interface FakeChapa {
  /** For CHAPA_BASE_URL. */
  baseUrl: string;
  secretKey: string;
  webhookSecret: string;
  transactions: Map<string, FakeTransaction>;
  /** Every request the app made, in order (method and path). */
  requests: Array<{ method: string; path: string }>;
  /** When true, every API call answers 503 (Chapa down). */
  down: boolean;
  /** The donor pays on Chapa's page (optionally a different amount or currency, to test the checks). */
  pay(txRef: string, overrides?: { amount?: string; currency?: string }): FakeTransaction;
  fail(txRef: string): FakeTransaction;
  /** The webhook Chapa would send for the transaction's current state, signed with `secret`. */
  webhook(txRef: string, options?: { secret?: string }): { body: string; headers: Record<string, string> };
  /** POSTs that webhook to `url`; returns the HTTP status and body. */
  deliverWebhook(
    url: string,
    txRef: string,
    options?: { secret?: string; unsigned?: boolean },
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const hmac = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

export async function startFakeChapa(
  options: { secretKey?: string; webhookSecret?: string } = {},
): Promise<FakeChapa> {
  const secretKey =
    options.secretKey ?? `CHASECK_TEST-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const webhookSecret = options.webhookSecret ?? `whsec-${Math.random().toString(36).slice(2)}`;
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakeChapa["requests"] = [];
  let counter = 0;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    requests.push({ method: req.method ?? "", path: url.pathname });
    if (fake.down)
      return sendJson(res, 503, { message: "Service Unavailable", status: "failed", data: null });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return sendJson(res, 401, {
        message: "Invalid API Key or User doesn't exist",
        status: "failed",
        data: null,
      });
    }

    if (req.method === "POST" && url.pathname === "/v1/transaction/initialize") {
      const input = JSON.parse(await readBody(req)) as Record<string, unknown>;
      const missing = ["amount", "currency", "tx_ref"].filter((key) => !input[key]);
      if (missing.length > 0)
        return sendJson(res, 400, {
          message: { [missing[0]!]: ["This field is required."] },
          status: "failed",
          data: null,
        });
      const txRef = String(input.tx_ref);
      if (transactions.has(txRef))
        return sendJson(res, 400, {
          message: "Transaction reference has been used before",
          status: "failed",
          data: null,
        });
      counter += 1;
      transactions.set(txRef, {
        tx_ref: txRef,
        amount: String(input.amount),
        currency: String(input.currency),
        email: String(input.email ?? ""),
        first_name: String(input.first_name ?? ""),
        last_name: String(input.last_name ?? ""),
        phone_number: String(input.phone_number ?? ""),
        callback_url: String(input.callback_url ?? ""),
        return_url: String(input.return_url ?? ""),
        customization: (input.customization as Record<string, unknown>) ?? {},
        status: "pending",
        reference: `APfake${counter}${Date.now().toString(36)}`,
        paidAmount: String(input.amount),
        paidCurrency: String(input.currency),
      });
      return sendJson(res, 200, {
        message: "Hosted Link",
        status: "success",
        data: { checkout_url: `https://checkout.chapa.co/checkout/payment/fake-${txRef}` },
      });
    }

    const verify = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === "GET" && verify) {
      const tx = transactions.get(decodeURIComponent(verify[1]!));
      if (!tx)
        return sendJson(res, 404, {
          message: "Invalid transaction or Transaction not found",
          status: "failed",
          data: null,
        });
      if (tx.status === "pending")
        return sendJson(res, 400, { message: "Payment not paid yet", status: "null", data: null });
      return sendJson(res, 200, {
        message: "Payment details",
        status: "success",
        data: {
          first_name: tx.first_name,
          last_name: tx.last_name,
          email: tx.email,
          currency: tx.paidCurrency,
          amount: Number(tx.paidAmount),
          charge: 3.5,
          mode: "test",
          method: "test",
          type: "API",
          status: tx.status,
          reference: tx.reference,
          tx_ref: tx.tx_ref,
          customization: tx.customization,
          meta: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
        },
      });
    }
    sendJson(res, 404, { message: "Not found", status: "failed", data: null });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const transaction = (txRef: string) => {
    const tx = transactions.get(txRef);
    if (!tx) throw new Error(`fake Chapa: no transaction ${txRef}`);
    return tx;
  };

  const fake: FakeChapa = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    secretKey,
    webhookSecret,
    transactions,
    requests,
    down: false,
    pay(txRef, overrides = {}) {
      const tx = transaction(txRef);
      tx.status = "success";
      if (overrides.amount) tx.paidAmount = overrides.amount;
      if (overrides.currency) tx.paidCurrency = overrides.currency;
      return tx;
    },
    fail(txRef) {
      const tx = transaction(txRef);
      tx.status = "failed";
      return tx;
    },
    webhook(txRef, options = {}) {
      const tx = transaction(txRef);
      const secret = options.secret ?? webhookSecret;
      const body = JSON.stringify({
        event: tx.status === "success" ? "charge.success" : `charge.${tx.status}`,
        first_name: tx.first_name,
        last_name: tx.last_name,
        email: tx.email,
        mobile: tx.phone_number,
        currency: tx.paidCurrency,
        amount: tx.paidAmount,
        charge: "3.50",
        status: tx.status,
        mode: "test",
        reference: tx.reference,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
        type: "API",
        tx_ref: tx.tx_ref,
        payment_method: "test",
        customization: tx.customization,
        meta: null,
      });
      return {
        body,
        headers: {
          "Content-Type": "application/json",
          "x-chapa-signature": hmac(secret, body),
          "chapa-signature": hmac(secret, secret),
        },
      };
    },
    async deliverWebhook(url, txRef, options = {}) {
      const { body, headers } = fake.webhook(txRef, options);
      if (options.unsigned) {
        delete headers["x-chapa-signature"];
        delete headers["chapa-signature"];
      }
      const response = await fetch(url, { method: "POST", body, headers });
      return { status: response.status, body: await response.text() };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
