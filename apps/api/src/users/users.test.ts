import { API_PREFIX } from "@btw/contracts";
import { makeUser } from "@btw/db/seed";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { checkCurrentPassword, WrongCurrentPasswordError } from "./users.service.ts";

const USERS = `${API_PREFIX}/users`;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

describe("accounts", () => {
  const t = createTestContext();
  const login = (email: string, password: string) =>
    t.request().post(`${USERS}/login`).send({ email, password });
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  describe("register", () => {
    it("creates a member with a bcrypt hash at the configured cost and never returns the hash", async () => {
      const email = `new-${unique()}@example.test`;
      const res = await t
        .request()
        .post(USERS)
        .send({
          fullName: "Abebe Kebede",
          email: email.toUpperCase(),
          password: "correct horse battery",
          role: "admin",
        })
        .expect(201);
      expect(res.body.message).toBe("Register successful!");
      expect(res.body.user).toMatchObject({
        fullName: "Abebe Kebede",
        email,
        role: "member",
        active: true,
        phone: null,
      });
      expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|\$2b\$/);
      const row = await t.db.user.findUniqueOrThrow({ where: { email } });
      expect(row.passwordHash).toMatch(/^\$2b\$04\$/);
      await login(email, "correct horse battery").expect(200);
    });

    it("answers 409 for an email that already has an account, whatever its case", async () => {
      const { user } = await makeUser(t.db);
      const res = await t
        .request()
        .post(USERS)
        .send({ fullName: "Someone", email: user.email.toUpperCase(), password: "long enough pass" })
        .expect(409);
      expect(res.body.message).toBe("An account with this email already exists");
    });

    it("names the failing fields", async () => {
      const res = await t
        .request()
        .post(USERS)
        .send({ fullName: "X", email: "not-an-email", password: "short" })
        .expect(400);
      const paths = res.body.issues.map((issue: { path: string }) => issue.path);
      expect(paths).toEqual(expect.arrayContaining(["email", "password"]));
      expect(res.body.message).toMatch(/^(email|password):/);
    });

    it("lets an admin create an editor", async () => {
      const admin = await t.signIn("admin");
      const res = await t
        .request()
        .post(USERS)
        .set(admin.auth)
        .send({
          fullName: "Editor One",
          email: `ed-${unique()}@example.test`,
          password: "long enough pass",
          role: "editor",
        })
        .expect(201);
      expect(res.body.user.role).toBe("editor");
    });
  });

  describe("login and logout", () => {
    it("answers the token, its expiry and the user under `users`", async () => {
      const { user, password } = await makeUser(t.db, { phone: "+251911234567" });
      const res = await login(user.email, password).expect(200);
      expect(res.body).toMatchObject({
        users: { id: user.id, email: user.email, role: "member", phone: "+251911234567" },
      });
      expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
      const me = await t.request().get(`${USERS}/me`).set(bearer(res.body.token)).expect(200);
      expect(me.body.user.id).toBe(user.id);
    });

    it("answers a wrong password and an unknown email identically", async () => {
      const { user } = await makeUser(t.db);
      const wrongPassword = await login(user.email, "not the password").expect(401);
      const unknownEmail = await login(`nobody-${unique()}@example.test`, "not the password").expect(401);
      expect(wrongPassword.body).toEqual({ message: "Invalid email or password" });
      expect(unknownEmail.body).toEqual(wrongPassword.body);
    });

    it("refuses a deactivated account with 403 (after the password checks out)", async () => {
      const { user, password } = await makeUser(t.db, { active: false });
      await login(user.email, "wrong password").expect(401);
      const res = await login(user.email, password).expect(403);
      expect(res.body.message).toMatch(/deactivated/);
    });

    it("revokes the session on logout: the same token stops working", async () => {
      const { user, password } = await makeUser(t.db);
      const { token } = (await login(user.email, password).expect(200)).body;
      await t.request().post(`${USERS}/logout`).set(bearer(token)).expect(200);
      await t.request().get(`${USERS}/me`).set(bearer(token)).expect(401);
      await t.request().post(`${USERS}/logout`).expect(401);
    });

    it("rejects a missing, malformed or forged token with 401", async () => {
      await t.request().get(`${USERS}/me`).expect(401);
      await t.request().get(`${USERS}/me`).set({ Authorization: "Basic abc" }).expect(401);
      const forged = ["eyJhbGciOiJub25lIn0", "eyJzdWIiOiIxIiwianRpIjoiYSJ9", ""].join(".");
      await t.request().get(`${USERS}/me`).set(bearer(forged)).expect(401);
    });

    it("limits failed sign-ins per email and address with 429 and Retry-After", async () => {
      const { user, password } = await makeUser(t.db);
      for (let i = 0; i < 10; i++) await login(user.email, "wrong password").expect(401);
      const blocked = await login(user.email, password).expect(429);
      expect(blocked.body.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // Another account from the same address is not locked out by it.
      const other = await makeUser(t.db);
      await login(other.user.email, other.password).expect(200);
    });
  });

  describe("list and read", () => {
    it("gives admins a filtered, paginated list", async () => {
      const admin = await t.signIn("admin");
      const tag = unique();
      for (let i = 0; i < 3; i++) await makeUser(t.db, { fullName: `Listed ${tag} ${i}` });
      const page1 = await t
        .request()
        .get(USERS)
        .query({ q: `listed ${tag}`, limit: 2 })
        .set(admin.auth)
        .expect(200);
      expect(page1.body).toMatchObject({ count: 3, totalPages: 2, page: 1, limit: 2 });
      expect(page1.body.users).toHaveLength(2);
      const page2 = await t
        .request()
        .get(USERS)
        .query({ q: `listed ${tag}`, limit: 2, page: 2 })
        .set(admin.auth)
        .expect(200);
      expect(page2.body.users).toHaveLength(1);
      const ids = [...page1.body.users, ...page2.body.users].map((u: { id: number }) => u.id);
      expect(new Set(ids).size).toBe(3);
      const editors = await t
        .request()
        .get(USERS)
        .query({ role: "editor", limit: 100 })
        .set(admin.auth)
        .expect(200);
      expect(editors.body.users.every((u: { role: string }) => u.role === "editor")).toBe(true);
    });

    it("names a bad query field", async () => {
      const admin = await t.signIn("admin");
      const res = await t.request().get(USERS).query({ limit: 1000 }).set(admin.auth).expect(400);
      expect(res.body.issues[0].path).toBe("limit");
    });

    it("refuses the list to members (403) and to visitors (401)", async () => {
      const member = await t.signIn("member");
      await t.request().get(USERS).set(member.auth).expect(403);
      await t.request().get(USERS).expect(401);
    });

    it("shows one user to the user and to admins only", async () => {
      const member = await t.signIn("member");
      const other = await makeUser(t.db);
      const admin = await t.signIn("admin");
      await t.request().get(`${USERS}/${member.user.id}`).set(member.auth).expect(200);
      await t.request().get(`${USERS}/${other.user.id}`).set(member.auth).expect(403);
      const res = await t.request().get(`${USERS}/${other.user.id}`).set(admin.auth).expect(200);
      expect(res.body.user.email).toBe(other.user.email);
      await t.request().get(`${USERS}/999999999`).set(admin.auth).expect(404);
      await t.request().get(`${USERS}/abc`).set(admin.auth).expect(404);
      await t.request().get(`${USERS}/2147483648`).set(admin.auth).expect(404);
    });
  });

  describe("update", () => {
    it("lets a user change their own name and phone, also as multipart form data", async () => {
      const member = await t.signIn("member");
      const res = await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ fullName: "Hana Tesfaye", phone: "0911223344" })
        .expect(200);
      expect(res.body).toMatchObject({
        message: "Change saved successfully",
        user: { fullName: "Hana Tesfaye", phone: "0911223344" },
      });
      const form = await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .field("fullName", "Hana T.")
        .expect(200);
      expect(form.body.user.fullName).toBe("Hana T.");
      const entry = await t.db.auditLog.findFirst({
        where: { entity: "user", entityId: String(member.user.id), action: "update" },
      });
      expect(entry?.actorId).toBe(member.user.id);
    });

    it("refuses a member changing another member (403) and leaves the row untouched", async () => {
      const member = await t.signIn("member");
      const other = await makeUser(t.db);
      await t
        .request()
        .put(`${USERS}/${other.user.id}`)
        .set(member.auth)
        .send({ fullName: "Hacked" })
        .expect(403);
      const row = await t.db.user.findUniqueOrThrow({ where: { id: other.user.id } });
      expect(row.fullName).toBe(other.user.fullName);
    });

    it("never lets anyone raise their own role or switch themself off", async () => {
      const member = await t.signIn("member");
      await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ role: "admin" })
        .expect(403);
      await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ active: false })
        .expect(403);
      const editor = await t.signIn("editor");
      await t
        .request()
        .put(`${USERS}/${editor.user.id}`)
        .set(editor.auth)
        .send({ role: "admin" })
        .expect(403);
      const admin = await t.signIn("admin");
      await t.request().put(`${USERS}/${admin.user.id}`).set(admin.auth).send({ role: "member" }).expect(403);
      expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).role).toBe("member");
      expect((await t.db.user.findUniqueOrThrow({ where: { id: editor.user.id } })).role).toBe("editor");
      // Sending one's current role unchanged is not a change.
      await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ role: "member" })
        .expect(200);
    });

    it("lets an admin change another user's role, and records it", async () => {
      const admin = await t.signIn("admin");
      const { user } = await makeUser(t.db);
      const res = await t
        .request()
        .put(`${USERS}/${user.id}`)
        .set(admin.auth)
        .send({ role: "editor" })
        .expect(200);
      expect(res.body.user.role).toBe("editor");
      const entry = await t.db.auditLog.findFirst({
        where: { entity: "user", entityId: String(user.id), action: "role-change" },
      });
      expect(entry).toMatchObject({ actorId: admin.user.id, summary: "role member -> editor" });
    });

    it("records which fields an edit changed, in the words staff read", async () => {
      const admin = await t.signIn("admin");
      const { user } = await makeUser(t.db);
      await t
        .request()
        .put(`${USERS}/${user.id}`)
        .set(admin.auth)
        .send({ fullName: "Renamed Person", email: user.email })
        .expect(200);
      const entry = await t.db.auditLog.findFirst({
        where: { entity: "user", entityId: String(user.id), action: "update" },
        orderBy: { id: "desc" },
      });
      // The email was sent unchanged: only the name is named.
      expect(entry?.summary).toBe("changed name");
    });

    it("answers 409 when the new email belongs to someone else", async () => {
      const member = await t.signIn("member");
      const other = await makeUser(t.db);
      const res = await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ email: other.user.email, currentPassword: member.password })
        .expect(409);
      expect(res.body.message).toBe("An account with this email already exists");
    });

    it("needs the current password to set a new one, then signs out every other session", async () => {
      const { user, password } = await makeUser(t.db);
      const current = (await login(user.email, password).expect(200)).body.token;
      const otherDevice = (await login(user.email, password).expect(200)).body.token;
      const path = `${USERS}/${user.id}`;

      const missing = await t
        .request()
        .put(path)
        .set(bearer(current))
        .send({ password: "a brand new password" })
        .expect(400);
      expect(missing.body.issues[0].path).toBe("currentPassword");
      const wrong = await t
        .request()
        .put(path)
        .set(bearer(current))
        .send({ password: "a brand new password", currentPassword: "not it" })
        .expect(400);
      expect(wrong.body.issues[0]).toMatchObject({
        path: "currentPassword",
        message: "Current password is incorrect",
      });
      await t.request().get(`${USERS}/me`).set(bearer(otherDevice)).expect(200);

      await t
        .request()
        .put(path)
        .set(bearer(current))
        .send({ password: "a brand new password", currentPassword: password })
        .expect(200);
      await t.request().get(`${USERS}/me`).set(bearer(otherDevice)).expect(401);
      await t.request().get(`${USERS}/me`).set(bearer(current)).expect(200);
      await login(user.email, password).expect(401);
      await login(user.email, "a brand new password").expect(200);
    });

    it("signs a user out everywhere when an admin deactivates them", async () => {
      const admin = await t.signIn("admin");
      const member = await t.signIn("member");
      await t.request().get(`${USERS}/me`).set(member.auth).expect(200);
      const res = await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(admin.auth)
        .send({ active: false })
        .expect(200);
      expect(res.body.user.active).toBe(false);
      await t.request().get(`${USERS}/me`).set(member.auth).expect(401);
      await login(member.user.email, member.password).expect(403);
    });

    it("needs the current password of whoever changes an email, and counts a wrong one apart", async () => {
      const member = await t.signIn("member");
      const path = `${USERS}/${member.user.id}`;
      const email = `moved-${member.user.id}@example.test`;
      const missing = await t.request().put(path).set(member.auth).send({ email }).expect(400);
      expect(missing.body.issues[0].path).toBe("currentPassword");
      const wrong = await t
        .request()
        .put(path)
        .set(member.auth)
        .send({ email, currentPassword: "not it" })
        .expect(400);
      expect(wrong.body.issues[0]).toMatchObject({
        path: "currentPassword",
        message: "Current password is incorrect",
      });
      expect((await t.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).email).toBe(
        member.user.email,
      );
      // Unchanged email and other fields need no password.
      await t
        .request()
        .put(path)
        .set(member.auth)
        .send({ email: member.user.email, fullName: "Same" })
        .expect(200);
      await t
        .request()
        .put(path)
        .set(member.auth)
        .send({ email, currentPassword: member.password })
        .expect(200);

      // An admin changing someone else's email or password proves their own password.
      const admin = await t.signIn("admin");
      await t.request().put(path).set(admin.auth).send({ password: "set by the admin" }).expect(400);
      await t
        .request()
        .put(path)
        .set(admin.auth)
        .send({ password: "set by the admin", currentPassword: admin.password })
        .expect(200);
      await expect(checkCurrentPassword(t.ctx, admin.user.id, "not it")).rejects.toBeInstanceOf(
        WrongCurrentPasswordError,
      );
    });

    it("names a bad body field", async () => {
      const member = await t.signIn("member");
      const res = await t
        .request()
        .put(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ email: "nope" })
        .expect(400);
      expect(res.body.issues[0].path).toBe("email");
    });
  });

  describe("delete", () => {
    it("lets a user delete their own account only with the current password", async () => {
      const member = await t.signIn("member");
      const missing = await t.request().delete(`${USERS}/${member.user.id}`).set(member.auth).expect(400);
      expect(missing.body.message).toBe(
        "currentPassword: Enter your current password to delete your account",
      );
      await t
        .request()
        .delete(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ currentPassword: "not the password" })
        .expect(400);
      expect(await t.db.user.findUnique({ where: { id: member.user.id } })).not.toBeNull();
      const res = await t
        .request()
        .delete(`${USERS}/${member.user.id}`)
        .set(member.auth)
        .send({ currentPassword: member.password })
        .expect(200);
      expect(res.body).toEqual({ message: "Delete successful!" });
      expect(await t.db.user.findUnique({ where: { id: member.user.id } })).toBeNull();
      await t.request().get(`${USERS}/me`).set(member.auth).expect(401);
    });

    it("refuses a member deleting someone else; an admin may", async () => {
      const member = await t.signIn("member");
      const other = await makeUser(t.db);
      await t.request().delete(`${USERS}/${other.user.id}`).set(member.auth).expect(403);
      await t.request().delete(`${USERS}/${other.user.id}`).expect(401);
      const admin = await t.signIn("admin");
      await t.request().delete(`${USERS}/${other.user.id}`).set(admin.auth).expect(200);
      await t.request().delete(`${USERS}/${other.user.id}`).set(admin.auth).expect(404);
      const entry = await t.db.auditLog.findFirst({
        where: { entity: "user", entityId: String(other.user.id), action: "delete" },
      });
      expect(entry?.actorId).toBe(admin.user.id);
    });

    it("keeps a staff member's name in the history when an admin deletes the account", async () => {
      const admin = await t.signIn("admin");
      const editor = await t.signIn("editor");
      const acted = await t.db.auditLog.create({
        data: {
          actorId: editor.user.id,
          actorName: editor.user.fullName,
          action: "approve",
          entity: "job",
          entityId: "1",
        },
      });
      await t.request().delete(`${USERS}/${editor.user.id}`).set(admin.auth).expect(200);
      const kept = await t.db.auditLog.findUniqueOrThrow({ where: { id: acted.id } });
      expect(kept).toMatchObject({ actorId: null, actorName: editor.user.fullName });
      const log = await t
        .request()
        .get(`${API_PREFIX}/audit-log`)
        .query({ q: editor.user.fullName, limit: 100 })
        .set(admin.auth)
        .expect(200);
      expect(log.body.entries.find((entry: { id: number }) => entry.id === acted.id)?.actorName).toBe(
        editor.user.fullName,
      );
    });

    it("forgets a member's name when an admin deletes the account", async () => {
      const admin = await t.signIn("admin");
      const member = await t.signIn("member");
      const acted = await t.db.auditLog.create({
        data: {
          actorId: member.user.id,
          actorName: member.user.fullName,
          action: "create",
          entity: "job",
          entityId: "1",
        },
      });
      await t.request().delete(`${USERS}/${member.user.id}`).set(admin.auth).expect(200);
      const entry = await t.db.auditLog.findUniqueOrThrow({ where: { id: acted.id } });
      expect(entry.actorId).toBeNull();
      expect(entry.actorName).not.toContain(member.user.fullName);
    });

    it("keeps an administrator: no admin deletes themself (409)", async () => {
      const admin = await t.signIn("admin");
      const res = await t.request().delete(`${USERS}/${admin.user.id}`).set(admin.auth).expect(409);
      expect(res.body.message).toBe("You cannot delete your own administrator account");
      expect(await t.db.user.findUnique({ where: { id: admin.user.id } })).not.toBeNull();
      const other = await t.signIn("admin");
      await t.request().delete(`${USERS}/${other.user.id}`).set(admin.auth).expect(200);
    });
  });
});
