// Searching text with LIKE/ILIKE (and Prisma's `contains`, which passes its text to ILIKE as it
// is): the visitor's "%", "_" and "\" are LIKE's wildcards and escape, so they are escaped here and
// a search for "50%_off" matches those characters literally.

/** The text with LIKE's wildcards escaped: for Prisma's `contains`, `startsWith` and `endsWith`. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, "\\$&");

/** A LIKE pattern matching `text` literally anywhere in a value. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
