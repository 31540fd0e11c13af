// Durable mail against a real SMTP server that can refuse mail: a send never waits for SMTP, a
// refused message is retried with backoff, then shown as failed to admins, who can retry it.
import type { AddressInfo } from "node:net";
import { API_PREFIX } from "@btw/contracts";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";

/** An SMTP server that answers 451 while `refusing` is set, and records what it accepts. */
async function startFlakySmtp() {
  const delivered: Array<{ to: string[]; subject: string }> = [];
  const state = { refusing: true };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!state.refusing) return callback();
      callback(Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then((parsed) => {
        delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: parsed.subject ?? "" });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    delivered,
    state,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const smtp = await startFlakySmtp();
afterAll(() => smtp.close());
const t = createTestContext({ SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: "1", MAIL_RETRY_DELAY_SECONDS: "1" });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("the durable mail queue", () => {
  it("queues without waiting for SMTP, retries, marks failed, and sends again on an admin's retry", async () => {
    const to = `queue-${Date.now()}@example.test`;
    const started = Date.now();
    await t.ctx.mail.send({
      to,
      subject: "Queued hello",
      text: "Hello",
      html: "<p>Hello</p>",
      template: "test-hello",
    });
    expect(Date.now() - started).toBeLessThan(5000);
    const row = await t.db.emailMessage.findFirstOrThrow({ where: { to } });
    expect(row).toMatchObject({ subject: "Queued hello", template: "test-hello" });

    // First attempt and one retry (after about a second) are refused: failed for good.
    const failed = await until(
      () => t.db.emailMessage.findUniqueOrThrow({ where: { id: row.id } }),
      (current) => current.status === "failed",
    );
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/451|temporarily unavailable/i);
    expect(failed.sentAt).toBeNull();

    const { auth } = await t.signIn("admin");
    const list = await t
      .request()
      .get(`${API_PREFIX}/email-messages`)
      .query({ status: "failed", q: to })
      .set(auth)
      .expect(200);
    expect(list.body).toMatchObject({ count: 1, page: 1, totalPages: 1 });
    expect(list.body.data[0]).toMatchObject({
      id: row.id,
      to,
      status: "failed",
      attempts: 2,
      template: "test-hello",
    });

    const member = await t.signIn("member");
    await t.request().get(`${API_PREFIX}/email-messages`).set(member.auth).expect(403);
    await t.request().post(`${API_PREFIX}/email-messages/${row.id}/retry`).set(member.auth).expect(403);

    smtp.state.refusing = false;
    const retried = await t
      .request()
      .post(`${API_PREFIX}/email-messages/${row.id}/retry`)
      .set(auth)
      .expect(200);
    expect(retried.body).toMatchObject({ id: row.id, status: "queued" });
    const sent = await until(
      () => t.db.emailMessage.findUniqueOrThrow({ where: { id: row.id } }),
      (current) => current.status === "sent",
    );
    expect(sent.attempts).toBe(3);
    expect(sent.lastError).toBeNull();
    expect(sent.sentAt).not.toBeNull();
    expect(smtp.delivered.filter((mail) => mail.to.includes(to))).toEqual([
      { to: [to], subject: "Queued hello" },
    ]);

    // Sent is final: no second copy on another retry.
    await t.request().post(`${API_PREFIX}/email-messages/${row.id}/retry`).set(auth).expect(409);
    await t.request().post(`${API_PREFIX}/email-messages/999999999/retry`).set(auth).expect(404);
    expect(await t.db.auditLog.count({ where: { entity: "email-message", entityId: String(row.id) } })).toBe(
      1,
    );
  });
});
