// The signed-in session, for the admin console and the member pages alike: read from localStorage
// `userInfo` (spec), shared by every component through one subscription, and kept in step with other
// tabs through storage events.
import { TOKEN_STORAGE_KEY, type User } from "@btw/contracts";
import { useSyncExternalStore } from "react";
import {
  clearStoredSession,
  readStoredSession,
  type StoredSession,
  writeStoredSession,
} from "../auth-storage.ts";

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: StoredSession | null } = { raw: null, session: null };

function rawValue(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The same object until storage changes, as useSyncExternalStore needs. */
function snapshot(): StoredSession | null {
  const raw = rawValue();
  if (raw !== cached.raw) cached = { raw, session: readStoredSession() };
  return cached.session;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

export function startSession(session: StoredSession): void {
  writeStoredSession(session);
  notify();
}

/** Keeps the stored user in step with the server's (a changed role or name). */
export function refreshSessionUser(user: User): void {
  const current = readStoredSession();
  if (!current) return;
  if (JSON.stringify(current.users) === JSON.stringify(user)) return;
  writeStoredSession({ ...current, users: user });
  notify();
}

export function endSession(): void {
  clearStoredSession();
  notify();
}

/** True when the token's own end time has passed (the server would answer 401 anyway). */
export function isExpired(session: StoredSession, now = Date.now()): boolean {
  if (!session.expiresAt) return false;
  const end = Date.parse(session.expiresAt);
  return Number.isFinite(end) && end <= now;
}

type UnauthorizedListener = () => void;
let unauthorizedListener: UnauthorizedListener | undefined;

/** The admin shell listens here for a 401 seen outside the shared http client (file downloads). */
export function onSessionRejected(listener: UnauthorizedListener): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = undefined;
  };
}

export function reportSessionRejected(): void {
  unauthorizedListener?.();
}
