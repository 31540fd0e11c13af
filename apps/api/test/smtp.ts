// A real SMTP server on 127.0.0.1 for tests: the app sends through nodemailer exactly as in
// production, and a test reads what was delivered (e.g. the reset code) from the parsed message.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

interface DeliveredMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  parsed: ParsedMail;
}

interface TestSmtpServer {
  /** smtp:// URL for SMTP_URL (plain text on loopback). */
  url: string;
  messages: DeliveredMail[];
  /** Resolves with the next message to `to` not yet taken by an earlier call. */
  waitForMail(to: string, timeoutMs?: number): Promise<DeliveredMail>;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: DeliveredMail[] = [];
  const taken = new Set<DeliveredMail>();
  const waiters: Array<() => void> = [];

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          messages.push({
            to: recipients,
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            parsed,
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  function take(to: string): DeliveredMail | undefined {
    const found = messages.find((message) => !taken.has(message) && message.to.includes(to.toLowerCase()));
    if (found) taken.add(found);
    return found;
  }

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    // A queue's first start creates its schema, which takes seconds on a busy 2-core machine.
    waitForMail(to, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(check);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms (got ${messages.length} in all)`));
        }, timeoutMs);
        function check() {
          const found = take(to);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else {
            waiters.push(check);
          }
        }
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
