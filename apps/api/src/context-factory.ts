import type { Database } from "@btw/db";
import type { Logger } from "pino";
import type { AppContext } from "./context.ts";
import { createPaymentGateway } from "./donations/payment-gateway.ts";
import type { Env } from "./env.ts";
import { createMailSender } from "./mail/mail-sender.ts";
import { createFileStorage } from "./storage/file-storage.ts";

/** Builds the services every request may use; `close` releases what they hold. */
export function createContext(env: Env, db: Database, logger: Logger): AppContext & { close(): Promise<void> } {
  const mail = createMailSender(env, logger);
  return {
    env,
    db,
    logger,
    mail,
    storage: createFileStorage(env),
    payments: createPaymentGateway(env),
    async close() {
      await mail.close();
    },
  };
}
