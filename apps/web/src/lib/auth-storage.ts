import { type LoginResponse, TOKEN_STORAGE_KEY } from "@btw/contracts";

/** What the browser keeps after sign-in, under localStorage `userInfo` (spec section 3). */
export type StoredSession = Pick<LoginResponse, "token" | "users"> &
  Partial<Pick<LoginResponse, "expiresAt">>;

export function readStoredSession(): StoredSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSession> | null;
    return parsed && typeof parsed.token === "string" && parsed.users ? (parsed as StoredSession) : null;
  } catch {
    // Storage may be disabled (private mode) or hold garbage from an old version: treat as signed out.
    return null;
  }
}

export function writeStoredSession(session: StoredSession): void {
  globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
}
