// What to say when the first admin account was created with a generated password. The password is
// shown only to a developer at a terminal: logs are kept, shipped and read by others (CI logs are
// public), so a log line never carries it.
import { PRIVATE_PAGES } from "@btw/contracts";
import type { Env } from "./env.ts";

interface FirstAdmin {
  email: string;
  generatedPassword?: string;
}

interface FirstAdminNotice {
  /** For the terminal only (development, stdout a TTY); includes the password. */
  terminal?: string;
  /** For the log: never the password, always how to get in. */
  log?: string;
}

export function firstAdminNotice(
  admin: FirstAdmin,
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">,
  stdoutIsTerminal: boolean,
): FirstAdminNotice {
  if (!admin.generatedPassword) return {};
  if (env.NODE_ENV === "development" && stdoutIsTerminal) {
    return {
      terminal: `Admin sign-in: ${admin.email} / ${admin.generatedPassword} (shown once; change it after signing in)`,
    };
  }
  const forgot = new URL(PRIVATE_PAGES.forgotPassword, env.PUBLIC_URL).toString();
  return {
    log: `Created the first admin account ${admin.email} with a random password that is not shown. Set ADMIN_PASSWORD before the first start to choose it, or reset it with an emailed code at ${forgot}.`,
  };
}
