// Chapa through its Node client. The client hard-codes https://api.chapa.co/v1; its axios instance
// is pointed at CHAPA_BASE_URL instead, so tests (and a sandbox proxy) can stand in for Chapa.
import { Chapa, HttpException } from "chapa-nodejs";
import type { Logger } from "pino";
import {
  type CheckoutRequest,
  type PaymentGateway,
  PaymentGatewayError,
  type VerifiedPayment,
} from "./payment-gateway.ts";

// Chapa limits the customization texts: title up to 16 characters; description letters, digits,
// spaces, hyphens, underscores and dots only.
const chapaTitle = (title: string) => title.slice(0, 16);
const chapaDescription = (text: string) => text.replace(/[^A-Za-z0-9 ._-]/g, "").slice(0, 200);

/** Chapa's error message may be a text or an object of field errors. */
function describe(error: unknown): { message: string; status?: number } {
  if (error instanceof HttpException) {
    const raw: unknown = error.message;
    return { message: typeof raw === "string" ? raw : JSON.stringify(raw), status: error.status };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

function mapStatus(status: string | undefined): VerifiedPayment["status"] {
  switch ((status ?? "").toLowerCase()) {
    case "success":
      return "success";
    case "failed":
    case "reversed":
      return "failed";
    case "cancelled":
      return "cancelled";
    default:
      return "pending";
  }
}

/**
 * Chapa takes Ethiopian mobile numbers only, as 09xxxxxxxx or 07xxxxxxxx; donors' numbers are stored
 * in E.164, so one from abroad is left out (Chapa's field is optional) and the donor's email names them.
 */
function chapaPhoneNumber(e164: string): string | undefined {
  const mobile = /^\+251([79]\d{8})$/.exec(e164)?.[1];
  return mobile ? `0${mobile}` : undefined;
}

export function createChapaGateway(options: {
  secretKey: string;
  baseUrl: string;
  webhookSecret: string | undefined;
  logger: Logger;
}): PaymentGateway {
  const chapa = new Chapa({
    secretKey: options.secretKey,
    webhookSecret: options.webhookSecret,
    timeout: 20_000,
  });
  (chapa as unknown as { axiosInstance: { defaults: { baseURL?: string } } }).axiosInstance.defaults.baseURL =
    options.baseUrl;
  if (!options.webhookSecret) {
    options.logger.warn(
      "CHAPA_WEBHOOK_SECRET is not set: Chapa webhooks will be refused; callbacks and re-verification still settle donations",
    );
  }

  return {
    mode: "chapa",
    webhookSecret: options.webhookSecret,

    async initialize(request: CheckoutRequest) {
      let response: Awaited<ReturnType<Chapa["initialize"]>>;
      try {
        response = await chapa.initialize({
          first_name: request.firstName,
          last_name: request.lastName,
          email: request.email,
          phone_number: chapaPhoneNumber(request.phoneNumber),
          currency: request.currency,
          amount: request.amount.toFixed(2),
          tx_ref: request.txRef,
          callback_url: request.callbackUrl,
          return_url: request.returnUrl,
          customization: {
            title: chapaTitle(request.title),
            description: chapaDescription(request.description),
          },
        });
      } catch (error) {
        const { message, status } = describe(error);
        throw new PaymentGatewayError(`Chapa initialize failed: ${message}`, status);
      }
      const checkoutUrl = response?.data?.checkout_url;
      if (response?.status !== "success" || !checkoutUrl) {
        throw new PaymentGatewayError(
          `Chapa initialize failed: ${response?.message ?? "no checkout_url in the answer"}`,
        );
      }
      return { checkoutUrl };
    },

    async verify(txRef: string) {
      try {
        const response = await chapa.verify({ tx_ref: txRef });
        const data = response?.data;
        if (!data)
          return { status: "pending", amount: null, currency: null, txRef, reference: null, mode: null };
        const amount = Number.parseFloat(String(data.amount));
        return {
          status: mapStatus(data.status),
          amount: Number.isFinite(amount) ? amount : null,
          currency: data.currency ?? null,
          txRef: data.tx_ref ?? txRef,
          reference: data.reference ?? null,
          mode: data.mode ?? null,
        };
      } catch (error) {
        const { message, status } = describe(error);
        // Chapa answers 4xx for a transaction nobody has paid yet (or that it does not know).
        if (
          status !== undefined &&
          status >= 400 &&
          status < 500 &&
          status !== 401 &&
          status !== 403 &&
          status !== 408
        ) {
          return { status: "pending", amount: null, currency: null, txRef, reference: null, mode: null };
        }
        throw new PaymentGatewayError(`Chapa verify failed: ${message}`, status);
      }
    },
  };
}
