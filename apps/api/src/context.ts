import type { Database } from "@btw/db";
import type { Logger } from "pino";
import type { Env } from "./env.ts";
import type { PaymentGateway } from "./donations/payment-gateway.ts";
import type { MailSender } from "./mail/mail-sender.ts";
import type { FileStorage } from "./storage/file-storage.ts";

/** What every router and service may use; built once by the server (or by a test). */
export interface AppContext {
  env: Env;
  db: Database;
  logger: Logger;
  mail: MailSender;
  storage: FileStorage;
  payments: PaymentGateway;
}
