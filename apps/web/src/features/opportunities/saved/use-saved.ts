import type { OpportunityKind } from "@btw/contracts";
import { useSyncExternalStore } from "react";
import { readSaved, type SavedItem, subscribeSaved } from "./saved-store.ts";

const serverSnapshot: SavedItem[] = [];

/** The saved list, redrawn on every change (this tab or another). */
export function useSavedItems(): SavedItem[] {
  return useSyncExternalStore(subscribeSaved, readSaved, () => serverSnapshot);
}

export function useIsSaved(kind: OpportunityKind, id: number): boolean {
  return useSyncExternalStore(
    subscribeSaved,
    () => readSaved().some((item) => item.kind === kind && item.id === id),
    () => false,
  );
}
