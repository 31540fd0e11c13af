// Outgoing mail over SMTP (SMTP_URL); with no SMTP server configured, every message is written as
// an .eml file under MAIL_DIR and logged, so a zero-setup install still shows what it sent.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { repoRoot } from "@btw/db";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Env } from "../env.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when not to MAIL_FROM (staff notices: the visitor who wrote). */
  replyTo?: string;
  /** Name of the template that produced it, for logs and the admin's mail log. */
  template: string;
  /** Extra headers, such as a list's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

function mailDir(env: Env): string {
  return resolve(repoRoot, env.MAIL_DIR ?? join(env.DATA_DIR, "mail"));
}

export function createMailSender(env: Env, logger: Logger): MailSender {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport(env.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: env.MAIL_FROM, ...message });
        logger.info({ to: message.to, template: message.template }, "mail sent");
      },
      async close() {
        transport.close();
      },
    };
  }
  const folder = mailDir(env);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...message });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.template}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, template: message.template, file }, "mail written (no SMTP_URL set)");
    },
    async close() {},
  };
}
