// The behaviour every moderated kind shares, run over HTTP against the real database by each kind's
// test file with its own fixture. Rows are isolated by a unique token in their searchable text.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { API_PREFIX, richTextHtml } from "@btw/contracts";
import type { Database } from "@btw/db";
import { uniqueSuffix } from "@btw/db/seed";
import { simpleParser } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import type { OpportunityKind } from "../src/opportunities/opportunity-kind.ts";
import { textContains } from "../src/opportunities/opportunity-sql.ts";
import { createTestContext } from "./context.ts";
import { pngBytes } from "./test-files.ts";

type Data = Record<string, unknown>;

interface KindFixture {
  // biome-ignore lint/suspicious/noExplicitAny: the suite drives every kind
  kind: OpportunityKind<any, any, any, any>;
  /** A valid JSON create body whose searchable text holds `token`. */
  validBody(token: string): Data;
  /** The same as multipart fields: lists JSON-encoded, as the old client sent them. */
  formFields(token: string): Record<string, string>;
  /** Left out of a create body in the validation test; the 400 must name it. */
  requiredField: string;
  /** A partial update that keeps `token` in the searchable text. */
  editBody(token: string): Data;
  /** Columns of a row inserted straight into the database, `token` in its searchable text. */
  row(token: string, index: number): Data;
  insertMany(db: Database, rows: Data[]): Promise<unknown>;
  /** The kind's own paginate filter: `apply(row, true)` makes a row match `value`. */
  filter?: { param: string; value: string; apply(row: Data, matches: boolean): Data };
}

const DAY = 24 * 60 * 60 * 1000;
const startOfTodayUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
};
const newToken = () => `tok${uniqueSuffix()}z`;
type Item = {
  id: number;
  status: string;
  createdById: number | null;
  photo1?: string | null;
  reviewReason: string | null;
};

export function describeOpportunityRoutes(fixture: KindFixture) {
  const { kind } = fixture;
  const base = API_PREFIX;
  const paths = {
    collection: `${base}${kind.paths.collection}`,
    one: (id: number | string) => `${base}${kind.paths.collection}/${id}`,
    paginate: `${base}${kind.paths.paginate}`,
    history: (userId: number) => `${base}${kind.paths.userHistory}/${userId}`,
    approve: (id: number | string) => `${base}${kind.paths.approve}/${id}`,
  };

  describe(`${kind.label}: the shared opportunity routes`, () => {
    const t = createTestContext();
    // A second app on the same database (another process): it reads the same lists.
    const direct = createTestContext();
    let admin: Awaited<ReturnType<typeof t.signIn>>;
    let editor: Awaited<ReturnType<typeof t.signIn>>;
    let member: Awaited<ReturnType<typeof t.signIn>>;
    let otherMember: Awaited<ReturnType<typeof t.signIn>>;

    beforeAll(async () => {
      [admin, editor, member, otherMember] = await Promise.all([
        t.signIn("admin"),
        t.signIn("editor"),
        t.signIn("member"),
        t.signIn("member"),
      ]);
    });

    /** Inserts rows in order (ids ascend with the array) and answers them with their ids. */
    async function insertRows(token: string, rows: Data[]): Promise<Array<Data & { id: number }>> {
      await fixture.insertMany(t.db, rows);
      const ids = await t.db.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM ${kind.table} WHERE ${textContains(kind.searchText, token)} ORDER BY id`;
      expect(ids).toHaveLength(rows.length);
      return rows.map((row, index) => ({ ...row, id: ids[index]!.id }));
    }

    async function insertOne(token: string, overrides: Data = {}) {
      const [row] = await insertRows(token, [{ ...fixture.row(token, 0), ...overrides }]);
      return row!;
    }

    const idsOf = (items: Item[]) => items.map((item) => item.id);

    /** The review email as delivered (the queue's worker writes it to MAIL_DIR within a few seconds). */
    async function reviewMailTo(email: string) {
      const folder = join(t.scratch, "mail");
      const queued = await t.db.emailMessage.findFirst({
        where: { to: email, template: "opportunity-reviewed" },
      });
      expect(queued).not.toBeNull();
      for (
        const started = Date.now();
        Date.now() - started < 20_000;
        await new Promise((r) => setTimeout(r, 200))
      ) {
        const files = (await readdir(folder).catch(() => [] as string[])).filter((f) =>
          f.endsWith("-opportunity-reviewed.eml"),
        );
        for (const file of files) {
          const parsed = await simpleParser(await readFile(join(folder, file)));
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(",")
            : (parsed.to?.text ?? "");
          if (to.includes(email)) return parsed;
        }
      }
      throw new Error(`no review email delivered to ${email}`);
    }

    it("takes a member's submission as pending: hidden from the public, seen by its owner and staff", async () => {
      const token = newToken();
      const res = await t
        .request()
        .post(paths.collection)
        .set(member.auth)
        .send(fixture.validBody(token))
        .expect(201);
      const item = res.body[kind.entity] as Item;
      expect(res.body.message).toMatch(/review/i);
      expect(item).toMatchObject({ status: "pending", createdById: member.user.id, reviewReason: null });
      // Every key of the item schema, but the ones only staff see (hidden, feePhrases).
      const staffOnly = ["hidden", "feePhrases"];
      expect(Object.keys(item).sort()).toEqual(
        Object.keys(kind.schemas.item.shape)
          .filter((key) => !staffOnly.includes(key))
          .sort(),
      );

      await t.request().get(paths.one(item.id)).expect(404);
      await t.request().get(paths.one(item.id)).set(otherMember.auth).expect(404);
      await t.request().get(paths.one(item.id)).set(member.auth).expect(200);
      const seenByEditor = await t.request().get(paths.one(item.id)).set(editor.auth).expect(200);
      expect(seenByEditor.body[kind.entity].id).toBe(item.id);

      const page = await t.request().get(paths.paginate).query({ q: token }).expect(200);
      expect(page.body).toMatchObject({ [kind.listKey]: [], count: 0, totalPages: 1, page: 1 });

      const entry = await t.db.auditLog.findFirst({
        where: { entity: kind.entity, entityId: String(item.id), action: "create" },
      });
      expect(entry?.actorId).toBe(member.user.id);
    });

    it(`publishes at once what staff create from a multipart form${kind.hasPhoto ? ", with its photo" : ""}`, async () => {
      const token = newToken();
      let req = t.request().post(paths.collection).set(editor.auth);
      for (const [name, value] of Object.entries(fixture.formFields(token))) req = req.field(name, value);
      if (kind.hasPhoto)
        req = req.attach("photo1", await pngBytes(1300, 700), {
          filename: "photo.png",
          contentType: "image/png",
        });
      const res = await req.expect(201);
      const item = res.body[kind.entity] as Item;
      expect(item.status).toBe("approved");
      if (kind.hasPhoto) {
        expect(item.photo1).toMatch(/^\/uploads\/images\/[0-9a-f]+-1200\.webp$/);
        await t
          .request()
          .get(item.photo1 as string)
          .expect(200)
          .expect("content-type", /webp/);
      }
      const page = await t.request().get(paths.paginate).query({ q: token }).expect(200);
      expect(idsOf(page.body[kind.listKey])).toEqual([item.id]);
      const list = await t.request().get(paths.collection).query({ q: token }).expect(200);
      expect(Object.keys(list.body)).toEqual([kind.listKey]);
      expect(idsOf(list.body[kind.listKey])).toEqual([item.id]);
    });

    if (kind.hasPhoto) {
      it("refuses a photo that is not an image (415) and creates nothing", async () => {
        const token = newToken();
        let req = t.request().post(paths.collection).set(member.auth);
        for (const [name, value] of Object.entries(fixture.formFields(token))) req = req.field(name, value);
        await req
          .attach("photo1", Buffer.from("not an image at all"), {
            filename: "x.png",
            contentType: "image/png",
          })
          .expect(415);
        const left = await t.db.$queryRaw<
          unknown[]
        >`SELECT id FROM ${kind.table} WHERE ${textContains(kind.searchText, token)}`;
        expect(left).toHaveLength(0);
      });
    } else {
      it("refuses a file in its form (it has no photo)", async () => {
        let req = t.request().post(paths.collection).set(member.auth);
        for (const [name, value] of Object.entries(fixture.formFields(newToken())))
          req = req.field(name, value);
        await req.attach("photo1", await pngBytes(10, 10), "photo.png").expect(400);
      });
    }

    it("answers 400 naming the field for a bad body or query", async () => {
      const body = fixture.validBody(newToken());
      delete body[fixture.requiredField];
      const res = await t.request().post(paths.collection).set(member.auth).send(body).expect(400);
      expect(typeof res.body.message).toBe("string");
      expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(fixture.requiredField);

      const badLimit = await t.request().get(paths.paginate).query({ limit: 101 }).expect(400);
      expect(badLimit.body.issues[0].path).toBe("limit");
      const badPage = await t.request().get(paths.paginate).query({ page: 0 }).expect(400);
      expect(badPage.body.issues[0].path).toBe("page");
      const badSort = await t.request().get(paths.paginate).query({ sort: "cheapest" }).expect(400);
      expect(badSort.body.issues[0].path).toBe("sort");
      const badReview = await t
        .request()
        .put(paths.approve(1))
        .set(admin.auth)
        .send({ status: "maybe" })
        .expect(400);
      expect(badReview.body.issues[0].path).toBe("status");
      // An id that names nothing (not a number, or out of range) is a 404, like a missing row.
      await t.request().get(paths.one("abc")).expect(404);
      await t.request().get(paths.one("2147483648")).expect(404);
    });

    it("needs a bearer token for every write (401)", async () => {
      const row = await insertOne(newToken(), { status: "pending" });
      await t.request().post(paths.collection).send(fixture.validBody(newToken())).expect(401);
      await t.request().put(paths.one(row.id)).send(fixture.editBody(newToken())).expect(401);
      await t.request().delete(paths.one(row.id)).expect(401);
      await t.request().put(paths.approve(row.id)).send({}).expect(401);
      await t.request().get(paths.history(member.user.id)).expect(401);
      await t
        .request()
        .post(paths.collection)
        .set("Authorization", "Bearer not-a-token")
        .send(fixture.validBody(newToken()))
        .expect(401);
    });

    it("lets only admins approve (403 for members and editors)", async () => {
      const row = await insertOne(newToken(), { status: "pending", createdById: member.user.id });
      await t.request().put(paths.approve(row.id)).set(member.auth).send({}).expect(403);
      await t.request().put(paths.approve(row.id)).set(editor.auth).send({}).expect(403);
      const unchanged = await t.request().get(paths.one(row.id)).set(admin.auth).expect(200);
      expect(unchanged.body[kind.entity].status).toBe("pending");
    });

    it("refuses a member changing another member's item (403), and leaves it as it was", async () => {
      const token = newToken();
      const row = await insertOne(token, { status: "approved", createdById: member.user.id });
      const edit = await t
        .request()
        .put(paths.one(row.id))
        .set(otherMember.auth)
        .send(fixture.editBody(token))
        .expect(403);
      expect(edit.body.message).toMatch(/only change/);
      await t.request().delete(paths.one(row.id)).set(otherMember.auth).expect(403);
      const after = await t.request().get(paths.one(row.id)).expect(200);
      expect(after.body[kind.entity]).toMatchObject({ id: row.id, status: "approved" });
      const page = await t.request().get(paths.paginate).query({ q: token }).expect(200);
      expect(page.body.count).toBe(1);
    });

    it("sends a member's edit of an approved item back to review; staff edits keep the status", async () => {
      const token = newToken();
      const row = await insertOne(token, {
        status: "approved",
        createdById: member.user.id,
        reviewReason: "looked fine",
      });
      const own = await t
        .request()
        .put(paths.one(row.id))
        .set(member.auth)
        .send(fixture.editBody(token))
        .expect(200);
      expect(own.body.message).toBe("Change saved successfully");
      expect(own.body[kind.entity]).toMatchObject({ id: row.id, status: "pending", reviewReason: null });
      // Long texts come back as the editor's HTML: a plain text becomes its paragraphs.
      const richText = new Set<string>(kind.richTextFields);
      for (const [key, value] of Object.entries(fixture.editBody(token)))
        expect(own.body[kind.entity][key]).toEqual(
          richText.has(key) && typeof value === "string" ? richTextHtml(value) : value,
        );
      expect((await t.request().get(paths.paginate).query({ q: token })).body.count).toBe(0);

      const approved = await insertOne(newToken(), { status: "approved", createdById: member.user.id });
      const byEditor = await t
        .request()
        .put(paths.one(approved.id))
        .set(editor.auth)
        .send(fixture.editBody(token))
        .expect(200);
      expect(byEditor.body[kind.entity].status).toBe("approved");
      const updates = await t.db.auditLog.count({
        where: { entity: kind.entity, entityId: String(row.id), action: "update" },
      });
      expect(updates).toBe(1);
    });

    it("answers 404 for an unknown id", async () => {
      const missing = 2_000_000_000;
      await t.request().get(paths.one(missing)).expect(404);
      await t
        .request()
        .put(paths.one(missing))
        .set(admin.auth)
        .send(fixture.editBody(newToken()))
        .expect(404);
      await t.request().delete(paths.one(missing)).set(admin.auth).expect(404);
      const res = await t.request().put(paths.approve(missing)).set(admin.auth).send({}).expect(404);
      expect(res.body.message).toBe(`${kind.label} not found`);
      await t.request().get(paths.history(missing)).set(admin.auth).expect(404);
    });

    it("approves a pending submission (empty body): listed publicly, submitter emailed, audited", async () => {
      const token = newToken();
      const submitter = await t.signIn("member");
      const created = await t
        .request()
        .post(paths.collection)
        .set(submitter.auth)
        .send(fixture.validBody(token))
        .expect(201);
      const id = created.body[kind.entity].id as number;

      const res = await t.request().put(paths.approve(id)).set(admin.auth).expect(200);
      expect(res.body.message).toBe("Approved successfully!");
      expect(res.body[kind.entity]).toMatchObject({ id, status: "approved" });

      const page = await t.request().get(paths.paginate).query({ q: token }).expect(200);
      expect(idsOf(page.body[kind.listKey])).toEqual([id]);
      await t.request().get(paths.one(id)).expect(200);

      const mail = await reviewMailTo(submitter.user.email);
      expect(mail.subject).toMatch(/published/);
      expect(mail.text).toContain(submitter.user.fullName);
      expect(mail.html).toContain("resource/");
      const entry = await t.db.auditLog.findFirst({
        where: { entity: kind.entity, entityId: String(id), action: "approve" },
      });
      expect(entry?.actorId).toBe(admin.user.id);
    });

    it("rejects with a reason: not listed, reason kept and emailed", async () => {
      const token = newToken();
      const submitter = await t.signIn("member");
      const row = await insertOne(token, { status: "pending", createdById: submitter.user.id });
      const reason = "The link <b>does not work</b>";
      const res = await t
        .request()
        .put(paths.approve(row.id))
        .set(admin.auth)
        .send({ status: "rejected", reason })
        .expect(200);
      expect(res.body.message).toBe("Rejected");
      expect(res.body[kind.entity]).toMatchObject({ status: "rejected", reviewReason: reason });
      expect((await t.request().get(paths.paginate).query({ q: token })).body.count).toBe(0);
      const mail = await reviewMailTo(submitter.user.email);
      expect(mail.subject).toMatch(/not approved/);
      expect(mail.text).toContain(reason);
      expect(mail.html).toContain("&lt;b&gt;does not work&lt;/b&gt;");
      expect(
        await t.db.auditLog.count({
          where: { entity: kind.entity, entityId: String(row.id), action: "reject" },
        }),
      ).toBe(1);
    });

    it("shows the public only approved items whose deadline day is not over; staff may ask for any status", async () => {
      const token = newToken();
      const today = startOfTodayUtc();
      const [open, pending, rejected, expired, dueToday, noDeadline] = await insertRows(token, [
        { ...fixture.row(token, 0), status: "approved", deadline: new Date(Date.now() + 30 * DAY) },
        { ...fixture.row(token, 1), status: "pending", deadline: new Date(Date.now() + 30 * DAY) },
        { ...fixture.row(token, 2), status: "rejected", deadline: null },
        { ...fixture.row(token, 3), status: "approved", deadline: new Date(today.getTime() - 1) },
        { ...fixture.row(token, 4), status: "approved", deadline: today },
        { ...fixture.row(token, 5), status: "approved", deadline: null },
      ]);
      const visible = [noDeadline!.id, dueToday!.id, open!.id].sort((a, b) => a - b);
      const publicPage = await t.request().get(paths.paginate).query({ q: token, limit: 100 }).expect(200);
      expect(idsOf(publicPage.body[kind.listKey]).sort((a, b) => a - b)).toEqual(visible);
      expect(publicPage.body.count).toBe(3);
      const publicList = await t.request().get(paths.collection).query({ q: token }).expect(200);
      expect(idsOf(publicList.body[kind.listKey]).sort((a, b) => a - b)).toEqual(visible);
      // Staff without a status see what the public sees.
      expect(
        (await t.request().get(paths.paginate).set(admin.auth).query({ q: token }).expect(200)).body.count,
      ).toBe(3);

      const byStatus = async (status: string) =>
        idsOf(
          (
            await t
              .request()
              .get(paths.paginate)
              .set(editor.auth)
              .query({ q: token, status, limit: 100 })
              .expect(200)
          ).body[kind.listKey],
        );
      expect(await byStatus("pending")).toEqual([pending!.id]);
      expect(await byStatus("rejected")).toEqual([rejected!.id]);
      expect((await byStatus("approved")).sort((a, b) => a - b)).toEqual(
        [...visible, expired!.id].sort((a, b) => a - b),
      );
      expect(await byStatus("all")).toHaveLength(6);
      const staffList = await t
        .request()
        .get(paths.collection)
        .set(admin.auth)
        .query({ q: token, status: "all" })
        .expect(200);
      expect(staffList.body[kind.listKey]).toHaveLength(6);

      await t
        .request()
        .get(paths.paginate)
        .set(member.auth)
        .query({ q: token, status: "pending" })
        .expect(403);
      await t.request().get(paths.paginate).query({ q: token, status: "all" }).expect(401);
      expect(
        (await t.request().get(paths.paginate).query({ q: token, status: "approved" }).expect(200)).body
          .count,
      ).toBe(3);
    });

    it("lists a user's own submissions of every status, to that user and admins only", async () => {
      const owner = await t.signIn("member");
      const token = newToken();
      const mine = await insertRows(token, [
        { ...fixture.row(token, 0), status: "pending", createdById: owner.user.id },
        { ...fixture.row(token, 1), status: "approved", createdById: owner.user.id },
        { ...fixture.row(token, 2), status: "rejected", createdById: owner.user.id },
        { ...fixture.row(token, 3), status: "approved", createdById: otherMember.user.id },
      ]);
      const expected = mine
        .slice(0, 3)
        .map((row) => row.id)
        .sort((a, b) => b - a);
      const res = await t.request().get(paths.history(owner.user.id)).set(owner.auth).expect(200);
      expect(Object.keys(res.body)).toEqual([kind.listKey]);
      expect(idsOf(res.body[kind.listKey]).sort((a, b) => b - a)).toEqual(expected);
      const byAdmin = await t.request().get(paths.history(owner.user.id)).set(admin.auth).expect(200);
      expect(idsOf(byAdmin.body[kind.listKey]).sort((a, b) => b - a)).toEqual(expected);
      await t.request().get(paths.history(owner.user.id)).set(otherMember.auth).expect(403);
      await t.request().get(paths.history(owner.user.id)).set(editor.auth).expect(403);
      const paged = await t
        .request()
        .get(paths.history(owner.user.id))
        .set(owner.auth)
        .query({ limit: 2, page: 2 })
        .expect(200);
      expect(paged.body[kind.listKey]).toHaveLength(1);
    });

    it(`lets the owner delete their item into the trash${kind.hasPhoto ? ", its photo kept until the trash purges it; replacing a photo removes the old one" : ""}`, async () => {
      const token = newToken();
      let create = t.request().post(paths.collection).set(member.auth);
      for (const [name, value] of Object.entries(fixture.formFields(token)))
        create = create.field(name, value);
      if (kind.hasPhoto) create = create.attach("photo1", await pngBytes(500, 300), "first.png");
      const item = (await create.expect(201)).body[kind.entity] as Item;
      let photo = item.photo1;
      if (kind.hasPhoto) {
        const replaced = await t
          .request()
          .put(paths.one(item.id))
          .set(member.auth)
          .attach("photo1", await pngBytes(600, 300), "second.png")
          .expect(200);
        photo = replaced.body[kind.entity].photo1 as string;
        expect(photo).not.toBe(item.photo1);
        await t
          .request()
          .get(item.photo1 as string)
          .expect(404);
        await t.request().get(photo).expect(200);
      }
      const res = await t.request().delete(paths.one(item.id)).set(member.auth).expect(200);
      expect(res.body).toEqual({ message: "Delete successful!" });
      await t.request().get(paths.one(item.id)).set(admin.auth).expect(404);
      const trashed = await t.db.trashItem.findFirstOrThrow({
        where: { list: kind.kind, entityId: item.id },
      });
      if (photo) {
        await t.request().get(photo).expect(200);
        await t.request().delete(`${API_PREFIX}/admin/trash/${trashed.id}`).set(admin.auth).expect(200);
        await t.request().get(photo).expect(404);
      }
      expect(
        await t.db.auditLog.count({
          where: { entity: kind.entity, entityId: String(item.id), action: "delete" },
        }),
      ).toBe(1);

      const anyones = await insertOne(newToken(), { createdById: otherMember.user.id });
      await t.request().delete(paths.one(anyones.id)).set(editor.auth).expect(200);
    });

    it("pages a few hundred rows in the database's order, counting only what the public may see", async () => {
      const token = newToken();
      const now = Date.now();
      const rows = Array.from({ length: 240 }, (_, i) => {
        let row: Data = {
          ...fixture.row(token, i),
          // Three rows share each timestamp, so the id decides their order.
          createdAt: new Date(now - Math.floor(i / 3) * 60_000),
          status: i % 10 === 7 ? "pending" : i % 10 === 8 ? "rejected" : "approved",
          deadline:
            i % 10 === 9
              ? new Date(now - 3 * DAY)
              : i % 4 === 0
                ? null
                : new Date(now + ((i * 7) % 50) * DAY + DAY),
        };
        if (fixture.filter) row = fixture.filter.apply(row, i % 3 !== 1);
        return row;
      });
      const inserted = await insertRows(token, rows);
      const visible = inserted.filter(
        (row) =>
          row.status === "approved" && (row.deadline === null || (row.deadline as Date) >= startOfTodayUtc()),
      );
      const byDeadline = [...visible].sort((a, b) => {
        const da = (a.deadline as Date | null)?.getTime() ?? Number.POSITIVE_INFINITY;
        const db = (b.deadline as Date | null)?.getTime() ?? Number.POSITIVE_INFINITY;
        return da - db || a.id - b.id;
      });

      async function walk(query: Data, limit: number, app = t) {
        const get = (extra: Data) =>
          app
            .request()
            .get(paths.paginate)
            .query({ ...query, limit, ...extra })
            .expect(200);
        const seen: number[] = [];
        const first = await get({});
        const { count, totalPages } = first.body as { count: number; totalPages: number };
        expect(totalPages).toBe(Math.max(1, Math.ceil(count / limit)));
        for (let page = 1; page <= totalPages; page++) {
          const res = page === 1 ? first : await get({ page });
          expect(res.body).toMatchObject({ page, limit, count, totalPages });
          expect(res.body[kind.listKey].length).toBe(
            page < totalPages ? limit : count - limit * (totalPages - 1),
          );
          seen.push(...idsOf(res.body[kind.listKey]));
        }
        const past = await get({ page: totalPages + 1 });
        expect(past.body[kind.listKey]).toEqual([]);
        expect(past.body.count).toBe(count);
        return { count, seen };
      }

      for (const app of [t, direct]) {
        // A search ranks by relevance, then deadline: every row here holds the token in the same place.
        const plain = await walk({ q: token }, 7, app);
        expect(plain.count).toBe(visible.length);
        expect(plain.seen).toEqual(byDeadline.map((row) => row.id));

        const deadline = await walk({ q: token.toUpperCase(), sort: "deadline" }, 6, app);
        expect(deadline.seen).toEqual(byDeadline.map((row) => row.id));

        if (fixture.filter) {
          const { param, value } = fixture.filter;
          const matching = byDeadline.filter((row) => inserted.indexOf(row) % 3 !== 1);
          const filtered = await walk({ q: token, [param]: value }, 9, app);
          expect(filtered.count).toBe(matching.length);
          expect(filtered.seen).toEqual(matching.map((row) => row.id));
        }
      }

      // LIKE wildcards in the search are never wildcards (punctuation separates words).
      expect(
        (
          await t
            .request()
            .get(paths.paginate)
            .query({ q: `${token.slice(0, 3)}%${token.slice(-1)}` })
        ).body.count,
      ).toBe(0);
      expect(
        (
          await t
            .request()
            .get(paths.paginate)
            .query({ q: `${token.slice(0, -2)}_z` })
        ).body.count,
      ).toBe(0);

      const list = await t.request().get(paths.collection).query({ q: token }).expect(200);
      expect(idsOf(list.body[kind.listKey])).toEqual(byDeadline.slice(0, 100).map((row) => row.id));
      const listPage = await t
        .request()
        .get(paths.collection)
        .query({ q: token, limit: 10, page: 3 })
        .expect(200);
      expect(idsOf(listPage.body[kind.listKey])).toEqual(byDeadline.slice(20, 30).map((row) => row.id));
    });
  });
}
