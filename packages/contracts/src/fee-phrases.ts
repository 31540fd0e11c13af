// Words that ask an applicant for money. Scams on Ethiopian job boards charge "application" or
// "registration" fees; Born To Win never charges to apply, so a submission whose text asks for money
// is flagged in the approval queue (it is not refused: a training course may honestly cost money,
// and staff decide). Matching ignores case, repeated spaces and the Ge'ez word separator.

/** Phrases per language; each is matched as written, case-insensitively, anywhere in the text. */
const FEE_PHRASES = {
  en: [
    "application fee",
    "registration fee",
    "processing fee",
    "admission fee",
    "service fee",
    "placement fee",
    "visa fee",
    "pay to apply",
    "payment is required",
    "non-refundable fee",
    "deposit",
  ],
  am: [
    "የማመልከቻ ክፍያ",
    "የምዝገባ ክፍያ",
    "የመመዝገቢያ ክፍያ",
    "የማስኬጃ ክፍያ",
    "የአገልግሎት ክፍያ",
    "የቅጥር ክፍያ",
    "ቅድመ ክፍያ",
    "ክፍያ ይጠየቃል",
    "ክፍያ መፈጸም",
    "ተመላሽ የማይሆን",
  ],
  om: [
    "kaffaltii galmee",
    "kaffaltii galmeessaa",
    "kaffaltii iyyannoo",
    "kaffaltii iyyannaa",
    "kaffaltii adeemsaa",
    "kaffaltii tajaajilaa",
    "kaffaltii qacarrii",
    "kaffaltii duraa",
    "maallaqa kaffaluu",
    "kan hin deebine",
  ],
} as const satisfies Record<"en" | "am" | "om", readonly string[]>;

/** Lower case, Ethiopic word space (፡) as a space, runs of white space as one space. */
const normalise = (text: string) => text.toLowerCase().replace(/፡/g, " ").replace(/\s+/g, " ");

const ALL_PHRASES: readonly string[] = [...FEE_PHRASES.en, ...FEE_PHRASES.am, ...FEE_PHRASES.om];

/** The fee phrases found in the given texts (each once, in the list's order); empty when none. */
export function findFeePhrases(...texts: ReadonlyArray<string | null | undefined>): string[] {
  const haystack = normalise(texts.filter((text): text is string => Boolean(text)).join(" \n "));
  if (!haystack) return [];
  return ALL_PHRASES.filter((phrase) => haystack.includes(normalise(phrase)));
}
