import type { RegisterInput, Role, UserUpdateInput } from "@btw/contracts";
import { ACCOUNT_MESSAGES, can } from "@btw/contracts";
import type { Database, Prisma } from "@btw/db";
import type { Language } from "@btw/i18n";
import { ZodError } from "zod";
import { discardFiles, removeAccountData } from "../accounts/account-removal.ts";
import { sendVerification } from "../accounts/email-verification.service.ts";
import { orderByFor } from "../admin-lists/list-order.ts";
import type { AppContext } from "../context.ts";
import { audit } from "../lib/audit.ts";
import { type AuthUser, issueToken, revokeSessions } from "../lib/auth.ts";
import { AppError, isUniqueViolation, notFound } from "../lib/errors.ts";
import { escapeLike } from "../lib/like-pattern.ts";
import { paginate } from "../lib/paginate.ts";
import { sendPasswordChanged } from "./password-changed-mail.ts";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.ts";

/** The columns a user may be shown as (never the hash). */
export const publicUserSelect = {
  id: true,
  fullName: true,
  email: true,
  phone: true,
  role: true,
  active: true,
  createdAt: true,
  organisation: true,
  emailVerifiedAt: true,
  verifiedOrganisation: true,
  autoApprove: true,
} satisfies Prisma.UserSelect;
export type PublicUser = Prisma.UserGetPayload<{ select: typeof publicUserSelect }>;

const DUPLICATE_EMAIL = ACCOUNT_MESSAGES.duplicateEmail;
const BAD_CREDENTIALS = ACCOUNT_MESSAGES.invalidCredentials;

/** A 400 naming one field, shaped like every other validation failure. */
const fieldError = (field: string, message: string) =>
  new ZodError([{ code: "custom", path: [field], message, input: undefined }]);

type CreateUserInput = Omit<RegisterInput, "phone" | "organisation"> & {
  phone?: string | undefined;
  organisation?: string | undefined;
  role?: Role;
};

/**
 * Creates an account; `role` is only passed through for admins (the router decides). Accounts an
 * admin makes count as verified; a visitor's own sign-up gets the emailed code and link first, in
 * the language of the page they signed up on.
 */
export async function createUser(
  ctx: AppContext,
  input: CreateUserInput,
  actorId?: number,
  language?: Language,
): Promise<PublicUser> {
  const passwordHash = await hashPassword(input.password);
  const byAdmin = actorId !== undefined;
  try {
    const user = await ctx.db.user.create({
      data: {
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? null,
        organisation: input.organisation ?? null,
        passwordHash,
        role: input.role ?? "member",
        emailVerifiedAt: byAdmin ? new Date() : null,
        ...(language ? { language } : {}),
      },
      select: publicUserSelect,
    });
    if (!byAdmin) await sendVerification(ctx, { ...user, language: language ?? "en" }, input.next);
    await audit(ctx, {
      actorId: actorId ?? user.id,
      action: "create",
      entity: "user",
      entityId: user.id,
      summary: `${user.email} (${user.role})`,
    });
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", DUPLICATE_EMAIL);
    throw error;
  }
}

/**
 * Wrong email and wrong password answer alike, in about the same time. The sign-in page's language
 * becomes the account's, so later emails (review of a submission, password changed) speak it.
 */
export async function logIn(ctx: AppContext, input: { email: string; password: string }, language: Language) {
  const account = await ctx.db.user.findUnique({ where: { email: input.email } });
  const valid = account
    ? await verifyPassword(input.password, account.passwordHash)
    : await burnPasswordCheck(input.password);
  if (!account || !valid) throw new AppError("unauthorized", BAD_CREDENTIALS);
  if (!account.active)
    throw new AppError("forbidden", "This account has been deactivated. Please contact us.");
  if (account.language !== language)
    await ctx.db.user.update({ where: { id: account.id }, data: { language } });
  const { token, expiresAt } = await issueToken(ctx, account);
  const users = await ctx.db.user.findUniqueOrThrow({ where: { id: account.id }, select: publicUserSelect });
  return { token, expiresAt, users };
}

export async function listUsers(
  db: Database,
  query: { page: number; limit: number; role?: Role | undefined; q?: string | undefined; sort?: string },
) {
  const where: Prisma.UserWhereInput = {
    ...(query.role ? { role: query.role } : {}),
    ...(query.q
      ? {
          OR: [
            { fullName: { contains: escapeLike(query.q), mode: "insensitive" } },
            { email: { contains: escapeLike(query.q), mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const { data, ...meta } = await paginate(query, {
    rows: (window) =>
      db.user.findMany({
        where,
        select: publicUserSelect,
        orderBy: orderByFor(query.sort ?? "-createdAt"),
        ...window,
      }),
    count: () => db.user.count({ where }),
  });
  return { users: data, ...meta };
}

/** Admins see anyone; everyone else only themself. */
function assertSelfOrAdmin(actor: AuthUser, id: number) {
  if (!can(actor.role, "user.manage") && actor.id !== id) {
    throw new AppError("forbidden", "You can only view or change your own account");
  }
}

export async function getUser(db: Database, actor: AuthUser, id: number): Promise<PublicUser> {
  assertSelfOrAdmin(actor, id);
  const user = await db.user.findUnique({ where: { id }, select: publicUserSelect });
  if (!user) throw notFound("User");
  return user;
}

/** A wrong `currentPassword`: its own type, so the limit on password guesses can count it. */
export class WrongCurrentPasswordError extends AppError {
  constructor() {
    super("bad_request", "Current password is incorrect", "currentPassword");
    this.name = "WrongCurrentPasswordError";
  }
}

/**
 * Checks the password of the account making a change; a missing one is a 400 naming the field,
 * a wrong one a WrongCurrentPasswordError.
 */
export async function checkCurrentPassword(
  ctx: Pick<AppContext, "db">,
  userId: number,
  currentPassword: string | undefined,
  missing = "Enter your current password to change the email or password",
): Promise<void> {
  if (!currentPassword) throw fieldError("currentPassword", missing);
  const account = await ctx.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!account || !(await verifyPassword(currentPassword, account.passwordHash))) {
    throw new WrongCurrentPasswordError();
  }
}

/**
 * Runs a change that takes an administrator away (demotion, deactivation, deletion) only when another
 * active administrator stays. The active administrators' rows are locked first, so two admins removing
 * each other at the same moment cannot both succeed: the second sees the first's change and is refused.
 */
async function whileAnotherAdminStays<T>(
  db: Database,
  targetId: number,
  change: (tx: Prisma.TransactionClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    const admins = await tx.$queryRaw<{ id: number }[]>`
      SELECT id FROM users WHERE role = 'admin' AND active ORDER BY id FOR UPDATE`;
    if (!admins.some((admin) => admin.id !== targetId)) {
      throw new AppError("conflict", "The site needs at least one active administrator");
    }
    return change(tx);
  });
}

type UserUpdate = Omit<UserUpdateInput, "active"> & { active?: boolean | undefined };
type UserField = Exclude<keyof UserUpdate, "currentPassword">;

/** How the audit log names an account's fields to the staff who read it. */
const FIELD_WORDS: Record<UserField, string> = {
  fullName: "name",
  email: "email",
  phone: "phone",
  password: "password",
  role: "role",
  active: "status",
};

/** The fields an update really changes, in the order staff read them. */
function changedFields(
  current: Record<Exclude<UserField, "password">, unknown>,
  input: UserUpdate,
): UserField[] {
  return (Object.keys(FIELD_WORDS) as UserField[]).filter((field) =>
    field === "password"
      ? input.password !== undefined
      : input[field] !== undefined && input[field] !== current[field],
  );
}

export async function updateUser(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  input: UserUpdate,
): Promise<PublicUser> {
  assertSelfOrAdmin(actor, id);
  const current = await ctx.db.user.findUnique({ where: { id } });
  if (!current) throw notFound("User");
  const self = actor.id === id;
  const roleChanges = input.role !== undefined && input.role !== current.role;
  const activeChanges = input.active !== undefined && input.active !== current.active;

  if ((roleChanges || activeChanges) && !can(actor.role, "user.manage")) {
    throw new AppError("forbidden", "Only an administrator can change roles or deactivate accounts");
  }
  // An admin changing their own role or switching themself off could lock everyone out.
  if (self && roleChanges) throw new AppError("forbidden", "You cannot change your own role");
  if (self && activeChanges) throw new AppError("forbidden", "You cannot deactivate your own account");

  // A new email or password takes over the account: whoever asks proves they know their own
  // password first, so a token left on a shared computer is not enough.
  const emailChanges = input.email !== undefined && input.email !== current.email;
  if (emailChanges || input.password !== undefined) {
    await checkCurrentPassword(ctx, actor.id, input.currentPassword);
  }
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined;
  // A member who changes their own address proves the new one before posting again.
  const reverify = emailChanges && self && current.role === "member";
  const removesAnAdmin =
    current.role === "admin" &&
    current.active &&
    ((roleChanges && input.role !== "admin") || (activeChanges && input.active === false));

  let user: PublicUser;
  try {
    const save = (db: Prisma.TransactionClient) =>
      db.user.update({
        where: { id },
        data: {
          fullName: input.fullName,
          email: input.email,
          phone: input.phone,
          role: roleChanges ? input.role : undefined,
          active: activeChanges ? input.active : undefined,
          passwordHash,
          ...(reverify ? { emailVerifiedAt: null } : {}),
        },
        select: publicUserSelect,
      });
    user = removesAnAdmin ? await whileAnotherAdminStays(ctx.db, id, save) : await save(ctx.db);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", DUPLICATE_EMAIL);
    throw error;
  }

  if (activeChanges && input.active === false) {
    await revokeSessions(ctx, { userId: id });
  } else if (passwordHash) {
    // The session that changed the password stays signed in; every other one is signed out.
    await revokeSessions(ctx, { userId: id, ...(self ? { exceptSessionId: actor.sessionId } : {}) });
  }

  const changed = changedFields(current, input);
  await audit(ctx, {
    actorId: actor.id,
    action: roleChanges ? "role-change" : activeChanges && input.active === false ? "deactivate" : "update",
    entity: "user",
    entityId: id,
    summary: roleChanges
      ? `role ${current.role} -> ${input.role}`
      : `changed ${changed.map((field) => FIELD_WORDS[field]).join(", ") || "nothing"}`,
  });
  if (passwordHash) await sendPasswordChanged(ctx, id);
  if (reverify) await sendVerification(ctx, { ...user, language: current.language });
  return user;
}

/**
 * Deletes an account. Deleting one's own, by any route, needs the current password: a token alone
 * (a borrowed phone, a stolen `localStorage`) must not be enough to erase a person.
 */
export async function deleteUser(
  ctx: AppContext,
  actor: AuthUser,
  id: number,
  currentPassword?: string,
): Promise<void> {
  assertSelfOrAdmin(actor, id);
  const user = await ctx.db.user.findUnique({ where: { id }, select: { email: true, role: true } });
  if (!user) throw notFound("User");
  if (user.role === "admin") {
    // The site must keep someone who can manage it: no admin removes themself, nobody the last one.
    if (actor.id === id) throw new AppError("conflict", "You cannot delete your own administrator account");
  }
  if (actor.id === id) {
    await checkCurrentPassword(
      ctx,
      id,
      currentPassword,
      "Enter your current password to delete your account",
    );
  }
  // Sessions, codes and saved items go with the user (cascade); approved listings stay, without
  // the person; what never went public goes too, and the history forgets the address.
  const forgetName = actor.id === id || user.role === "member";
  const remove = (db: Prisma.TransactionClient) =>
    removeAccountData(db, { id, email: user.email, forgetName });
  const photos =
    user.role === "admin"
      ? await whileAnotherAdminStays(ctx.db, id, remove)
      : await ctx.db.$transaction(remove);
  await discardFiles(ctx, photos);
  await audit(ctx, {
    actorId: actor.id === id ? undefined : actor.id,
    action: "delete",
    entity: "user",
    entityId: id,
    summary: actor.id === id ? `account #${id} deleted by its owner` : `account #${id} (${user.role})`,
  });
}
