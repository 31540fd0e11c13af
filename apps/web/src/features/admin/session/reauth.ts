// An ended session asks to sign in again in place (a dialog over the screen) instead of leaving it:
// every 401 seen while the console is open joins one pending question, and a form's save waits for
// its answer and tries once more.
import { useSyncExternalStore } from "react";
import { ApiError } from "../../../lib/http.ts";

let pending: Promise<boolean> | undefined;
let answer: ((signedIn: boolean) => void) | undefined;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Opens the sign-in dialog (or joins the open one); true once the person signed in again. */
export function requestReauth(): Promise<boolean> {
  if (!pending) {
    pending = new Promise<boolean>((resolve) => {
      answer = resolve;
    });
    notify();
  }
  return pending;
}

/** Called by the dialog: signed in again (true) or gave up (false). */
export function settleReauth(signedIn: boolean): void {
  const resolve = answer;
  pending = undefined;
  answer = undefined;
  notify();
  resolve?.(signedIn);
}

export function isReauthPending(): boolean {
  return pending !== undefined;
}

export function useReauthPending(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isReauthPending,
    () => false,
  );
}

const isSessionRejection = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** Runs `action`; when the server says the session ended, asks to sign in again and runs it once more. */
export async function withReauth<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (!isSessionRejection(error) || !(await requestReauth())) throw error;
    return action();
  }
}
