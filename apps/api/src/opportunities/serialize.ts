import { isDateInRange } from "@btw/contracts";
import type { ZodObject, z } from "zod";

/** Says once per process and field that stored rows hold dates no request may send any more. */
const reported = new Set<string>();
function reportStoredDate(field: string, row: Record<string, unknown>) {
  if (reported.has(field)) return;
  reported.add(field);
  process.emitWarning(`A stored row (id ${String(row.id)}) holds an unusable ${field}; it is shown as none`, {
    code: "BTW_STORED_DATE",
  });
}

/**
 * A stored date as an ISO string. Rows written before the date range was enforced may hold dates
 * JavaScript cannot represent (they read back as Invalid Date) or far outside the range: those are
 * shown as null rather than failing the whole list.
 */
export function storedDate(value: Date, onUnusable?: () => void): string | null {
  if (!Number.isNaN(value.getTime()) && isDateInRange(value)) return value.toISOString();
  onUnusable?.();
  return null;
}

/**
 * Shapes a database row as the contracts' item schema says: only the schema's keys, dates as ISO
 * strings. Cheaper than a zod parse per row, and the schema stays the one source of the shape.
 */
export function serializer<Schema extends ZodObject>(schema: Schema): (row: object) => z.infer<Schema> {
  const keys = Object.keys(schema.shape);
  return (row) => {
    const source = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = source[key];
      out[key] =
        value instanceof Date ? storedDate(value, () => reportStoredDate(key, source)) : (value ?? null);
    }
    return out as z.infer<Schema>;
  };
}
