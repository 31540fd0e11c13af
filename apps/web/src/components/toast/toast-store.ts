// A tiny toast store: at most TOAST_SETTINGS.limit toasts on screen, the rest wait in a queue.
import { TOAST_SETTINGS } from "./toast-settings.ts";

export type ToastKind = "success" | "error" | "info";

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  /** Bumped on update so the toast's timer starts again. */
  version: number;
}

interface ToastState {
  visible: Toast[];
  queued: Toast[];
}

type Listener = () => void;

let state: ToastState = { visible: [], queued: [] };
const listeners = new Set<Listener>();
let counter = 0;

function setState(next: ToastState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): ToastState {
  return state;
}

function promote(next: ToastState): ToastState {
  const visible = [...next.visible];
  const queued = [...next.queued];
  while (visible.length < TOAST_SETTINGS.limit && queued.length > 0) visible.push(queued.shift()!);
  return { visible, queued };
}

export function showToast(kind: ToastKind, message: string): string {
  counter += 1;
  const toast: Toast = { id: `toast-${counter}`, kind, message, version: 0 };
  setState(promote({ visible: state.visible, queued: [...state.queued, toast] }));
  return toast.id;
}

export function updateToast(id: string, patch: Partial<Pick<Toast, "kind" | "message">>): void {
  const apply = (toast: Toast) =>
    toast.id === id ? { ...toast, ...patch, version: toast.version + 1 } : toast;
  setState({ visible: state.visible.map(apply), queued: state.queued.map(apply) });
}

export function dismissToast(id: string): void {
  setState(
    promote({
      visible: state.visible.filter((toast) => toast.id !== id),
      queued: state.queued.filter((toast) => toast.id !== id),
    }),
  );
}

export function clearToasts(): void {
  setState({ visible: [], queued: [] });
}

export const toast = {
  success: (message: string) => showToast("success", message),
  error: (message: string) => showToast("error", message),
  info: (message: string) => showToast("info", message),
  update: updateToast,
  dismiss: dismissToast,
};
