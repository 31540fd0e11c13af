import type { Donation } from "@btw/db";

/** No money moved: Chapa reports its test mode as "test", and so does the built-in test checkout. */
export const isTestPayment = (row: Pick<Donation, "paymentMode">) => row.paymentMode === "test";
