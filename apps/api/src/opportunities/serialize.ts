import type { ZodObject, z } from "zod";

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
      out[key] = value instanceof Date ? value.toISOString() : (value ?? null);
    }
    return out as z.infer<Schema>;
  };
}
