// The saved list of a signed-in member lives in the account too. The first time a session meets
// the saved list, the browser's items are merged into the account (saved before signing in); after
// that the account's list is the one both keep, so a removal on another phone is not undone here.
// Each save and removal is sent as it happens. Staff accounts have no saved list.
import { apiPaths, type OpportunityKind, type SavedList, type SavedOpportunity } from "@btw/contracts";
import { useEffect } from "react";
import { readStoredSession } from "../../../lib/auth-storage.ts";
import { apiDelete, apiGet, apiPost } from "../../../lib/http.ts";
import { readSaved, type SavedItem, writeSaved } from "./saved-store.ts";

/** Which session last merged this browser's list (so it is merged once per sign-in). */
export const SAVED_MERGED_KEY = "btw:saved-merged-for";

function memberSession() {
  const session = readStoredSession();
  return session && session.users.role === "member" ? session : null;
}

function sessionMark(session: NonNullable<ReturnType<typeof memberSession>>): string {
  return `${session.users.id}:${session.token.slice(-16)}`;
}

function readMark(): string | null {
  try {
    return globalThis.localStorage?.getItem(SAVED_MERGED_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeMark(mark: string): void {
  try {
    globalThis.localStorage?.setItem(SAVED_MERGED_KEY, mark);
  } catch {
    // storage refused: the next page merges again, which adds nothing new
  }
}

/** The account's answer as the browser keeps it. */
export function fromAccount(saved: SavedOpportunity[]): SavedItem[] {
  return saved.map(({ kind, id, title, deadline, savedAt }) => ({ kind, id, title, deadline, savedAt }));
}

/** Moves what this browser saved into the account, and keeps the account's whole list here. */
export async function mergeSavedIntoAccount(): Promise<void> {
  const session = memberSession();
  if (!session) return;
  const items = readSaved().map(({ kind, id, savedAt }) => ({ kind, id, savedAt }));
  const answer = await apiPost<SavedList>(apiPaths.accountSavedMerge, { items });
  writeSaved(fromAccount(answer.saved));
  writeMark(sessionMark(session));
}

/** The sync of this page load, per session (signing in as someone else syncs again). */
let pending: { mark: string; done: Promise<void> } | undefined;

/**
 * Brings the browser's list in line with the account once per page load: a merge the first time
 * this session is seen, else the account's list. Failures leave the browser's list as it is.
 */
export function syncSavedWithAccount(): Promise<void> {
  const session = memberSession();
  if (!session) return Promise.resolve();
  const mark = sessionMark(session);
  if (pending?.mark === mark) return pending.done;
  const done = (async () => {
    if (readMark() !== mark) {
      await mergeSavedIntoAccount();
      return;
    }
    const answer = await apiGet<SavedList>(apiPaths.accountSaved);
    writeSaved(fromAccount(answer.saved));
  })().catch(() => {
    pending = undefined;
  });
  pending = { mark, done };
  return done;
}

/** Sends one save or removal to the account; its answer (the whole list) becomes the browser's. */
export async function saveInAccount(kind: OpportunityKind, id: number, saved: boolean): Promise<void> {
  if (!memberSession()) return;
  try {
    const answer = saved
      ? await apiPost<SavedList>(apiPaths.accountSaved, { kind, id })
      : await apiDelete<SavedList>(`${apiPaths.accountSaved}/${kind}/${id}`);
    writeSaved(fromAccount(answer.saved));
  } catch {
    // offline or refused: the browser keeps the change; the next sign-in merges it
  }
}

export const removeInAccount = (kind: OpportunityKind, id: number) => saveInAccount(kind, id, false);

/** Syncs with the account when a page that shows saved state opens. */
export function useSavedAccountSync(): void {
  useEffect(() => {
    void syncSavedWithAccount();
  }, []);
}
