import { readdirSync, readFileSync } from "node:fs";
import { STATUS_CODES } from "node:http";
import { join } from "node:path";
import {
  ACCOUNT_MESSAGES,
  amountSchema,
  CONTROL_CHARACTER_MESSAGE,
  DONOR_PHONE_MESSAGE,
  MEMBER_ACCOUNT_MESSAGES,
  passwordSchema,
  requiredText,
  stringList,
  versionText,
  wholeNumber,
} from "@btw/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, loadNamespaces, setLanguage, translateMessage } from "./i18n.ts";
import { validationText } from "./validation-patterns.ts";

/** The message the contracts' schema gives for a value (the text a form's resolver shows). */
async function messageOf(schema: { "~standard": { validate: (value: unknown) => unknown } }, value: unknown) {
  const result = (await schema["~standard"].validate(value)) as { issues?: { message: string }[] };
  const message = result.issues?.[0]?.message;
  if (!message) throw new Error("the value passed");
  return message;
}

async function translatedIn(language: "en" | "am" | "om", message: string) {
  await setLanguage(language);
  await loadNamespaces(["validation"]);
  return translateMessage(i18n.getFixedT(language), message);
}

afterEach(async () => {
  await setLanguage("en");
});

describe("validation messages with values in them", () => {
  it("says a too-long text in Amharic and Afaan Oromo, with its limit and without the English label", async () => {
    const message = await messageOf(requiredText("Title", 200), "x".repeat(201));
    expect(message).toBe("Title must be at most 200 characters");
    // English readers keep the contracts' own words; zod's are reworded in every language.
    expect(await translatedIn("en", message)).toBe(message);
    expect(await translatedIn("en", "Too big: expected string to have <=500 characters")).toBe(
      "At most 500 characters",
    );
    expect(await translatedIn("am", message)).toBe("ከ200 ቁምፊ መብለጥ የለበትም");
    expect(await translatedIn("om", message)).toBe("Qubee 200 caaluu hin qabu");
    // A translation's version of a field, and zod's own message for an optional text's limit.
    const version = await messageOf(versionText({ max: 80, rich: false }), "x".repeat(81));
    expect(await translatedIn("am", version)).toBe("ከ80 ቁምፊ መብለጥ የለበትም");
    expect(await translatedIn("om", "Too big: expected string to have <=500 characters")).toBe(
      "Qubee 500 caaluu hin qabu",
    );
  });

  it("says a required field in Amharic and Afaan Oromo, whatever its English label", async () => {
    const message = await messageOf(requiredText("Organisation name"), "  ");
    expect(message).toBe("Organisation name required");
    expect(await translatedIn("am", message)).toBe("ይህን መሙላት ያስፈልጋል");
    expect(await translatedIn("om", message)).toBe("Kana guutaa");
    expect(await translatedIn("om", "Invalid input: expected string, received undefined")).toBe(
      "Kana guutaa",
    );
    // A fixed message the catalog has word for word keeps its own, more precise, text.
    expect(await translatedIn("am", "Full Name required")).toBe("ሙሉ ስም ያስፈልጋል");
  });

  it("says a too-small or too-large number in Amharic and Afaan Oromo", async () => {
    const years = wholeNumber(0, 60, "Years of experience");
    const tooMany = await messageOf(years, 61);
    const tooFew = await messageOf(years, -1);
    expect(await translatedIn("am", tooMany)).toBe("ከ60 መብለጥ የለበትም");
    expect(await translatedIn("om", tooMany)).toBe("60 caaluu hin qabu");
    expect(await translatedIn("am", tooFew)).toBe("ቢያንስ 0 መሆን አለበት");
    expect(await translatedIn("om", tooFew)).toBe("Yoo xiqqaate 0 ta'uu qaba");
    expect(await translatedIn("am", await messageOf(years, 2.5))).toBe("ሙሉ ቁጥር ያስገቡ");
    // A gift out of range: the catalog's fixed texts name the limits.
    const gift = amountSchema({ min: 10, max: 1_000_000 }, "ETB");
    expect(await translatedIn("om", await messageOf(gift, 5))).toBe(
      "Kennaan yoo xiqqaate Birrii 10 ta'uu qaba",
    );
    const larger = amountSchema({ min: 25, max: 500_000 }, "ETB");
    expect(await translatedIn("am", await messageOf(larger, 20))).toBe("ዝቅተኛው ስጦታ 25 ብር ነው");
    expect(await translatedIn("om", await messageOf(larger, 600_000))).toBe(
      "Kennaa Birrii 500000 ol: maaloo nu quunnamaa",
    );
  });

  it("says password, list, date, address and code messages in both languages", async () => {
    const password = await messageOf(passwordSchema, "short");
    expect(await translatedIn("am", password)).toBe("ቢያንስ 8 ቁምፊዎች ያስፈልጋሉ");
    expect(await translatedIn("om", password)).toBe("Yoo xiqqaate qubee 8 ta'uu qaba");
    expect(await translatedIn("om", await messageOf(passwordSchema, "ሀ".repeat(30)))).toBe(
      "Baay'ee dheeraa dha: baayitii 72 caaluu hin qabu",
    );
    const skills = await messageOf(stringList("Skills", { min: 1 }), []);
    expect(await translatedIn("am", skills)).toBe("ቢያንስ 1 ይምረጡ");
    // Days in the reader's calendar, through the site's one date formatter.
    expect(await translatedIn("om", "must be a date between 1900-01-01 and 2100-12-31")).toBe(
      "Guyyaa Muddee 23, 1892 (1 Jan 1900) fi Muddee 21, 2093 (31 Dec 2100) gidduu jiru galchaa",
    );
    expect(
      await translatedIn("am", "Application link must be a web address starting with http:// or https://"),
    ).toBe("በhttp:// ወይም በhttps:// የሚጀምር የድረ ገጽ አድራሻ ያስገቡ");
    expect(await translatedIn("om", "Enter the 6-digit code from the email")).toBe(
      "Koodii lakkoofsota 6 qabu kan imeeliidhaan isinii ergine galchaa",
    );
    expect(await translatedIn("am", "Invalid email address")).toBe("ትክክለኛ የኢሜይል አድራሻ ያስገቡ");
  });

  it("shows a message it cannot recognise in English, said to be not yet translated, never as a key", async () => {
    const message = "A reason is required to reject";
    expect(validationText(message)).toBeUndefined();
    expect(await translatedIn("en", message)).toBe(message);
    expect(await translatedIn("am", message)).toBe(`${message} (ገና ወደ አማርኛ አልተተረጎመም)`);
    expect(await translatedIn("om", message)).toBe(`${message} (Ammallee gara Afaan Oromootti hin hiikamne)`);
    expect(await translatedIn("am", "")).toBeUndefined();
  });

  it("reads the values out of a message for the catalog to fill in", () => {
    expect(validationText("Skills: each item must be a plain name")).toEqual({
      key: "pattern.plainName",
      wordedByZod: false,
    });
    expect(validationText("Choose a mode of study")).toMatchObject({ key: "pattern.choose" });
    expect(validationText("Tags: choose from a, b")).toMatchObject({ key: "pattern.choose" });
    expect(validationText('Invalid option: expected one of "a"|"b"')).toEqual({
      key: "pattern.choose",
      wordedByZod: true,
    });
    expect(validationText("must be at most 5000 characters")).toEqual({
      key: "pattern.maxCharacters",
      values: { max: "5000", count: 5000 },
      wordedByZod: false,
    });
    expect(validationText("Too small: expected array to have >=2 items")).toMatchObject({
      key: "pattern.chooseAtLeast",
      values: { count: 2 },
    });
    expect(validationText("Too big: expected number to be <10")).toMatchObject({ key: "pattern.invalid" });
    expect(validationText("limit must be at most 100")).toEqual({
      key: "pattern.maxNumber",
      values: { max: "100" },
      wordedByZod: false,
    });
  });
});

// Messages only an API client or the English-only staff console meets: query and path checks, and
// bodies no public form sends. They still show, marked as not yet translated, if a form ever does.
const NOT_ON_A_PUBLIC_FORM = new Set([
  "read must be true or false",
  "ids must be a list of ids",
  "Select at least one row",
  "Select at most 12 rows",
  "Filters must be an object of kinds",
  "enabled must be true or false",
  "language: use one of a, b",
  "translations: only a, b",
  "translations: use the languages a, b",
  "lang: use one of a, b or 12",
  "This link is not valid",
  "id must be a whole number from 12 to 12",
  "Send either the code or the link's token",
  "next must be a path of this site",
  "Send verifiedOrganisation or autoApprove",
  "opening must come before closing",
  "status: waiting, sent or failed",
]);

/**
 * Every validation message the contracts write (`message:` and `error:` texts, templates with
 * sample values in their ${...} parts), read from their source.
 */
function contractMessages(): string[] {
  const dir = join(import.meta.dirname, "../../../../packages/contracts/src");
  const sample = (expression: string) =>
    /label/i.test(expression)
      ? "Title"
      : /\.join\(/.test(expression)
        ? "a, b"
        : /currency/.test(expression)
          ? "ETB"
          : "12";
  const messages = new Set([CONTROL_CHARACTER_MESSAGE, DONOR_PHONE_MESSAGE]);
  for (const file of readdirSync(dir).filter((name) => /(?<!\.test)\.ts$/.test(name))) {
    const code = readFileSync(join(dir, file), "utf8");
    for (const match of code.matchAll(
      /\b(?:message|error)\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g,
    )) {
      const text =
        match[1] ?? (match[2] ?? "").replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, e: string) => sample(e));
      messages.add(text);
    }
  }
  return [...messages];
}

/** The English "validation" catalog: its keys are the fixed texts it has words for. */
const english = JSON.parse(
  readFileSync(join(import.meta.dirname, "../locales/en/validation.json"), "utf8"),
) as Record<string, string>;

/** The messages that have no words in the catalogs: neither a fixed text of it nor a shape it knows. */
const withoutWords = (messages: readonly string[], leftOut: ReadonlySet<string> = new Set()) =>
  messages.filter((message) => !(message in english) && !validationText(message) && !leftOut.has(message));

describe("the contracts' validation messages", () => {
  it("are read from the contracts' source", () => {
    const messages = contractMessages();
    expect(messages).toContain("Title must be at most 12 characters");
    expect(messages).toContain("must be at most 12 characters");
    expect(messages).toContain("Title: choose from a, b");
    expect(messages).toContain("The smallest gift is 12 ETB");
  });

  it("each have words in every language: a text of the catalog, or a shape it knows", () => {
    expect(withoutWords(contractMessages(), NOT_ON_A_PUBLIC_FORM)).toEqual([]);
  });
});

// Answers of the API that no visitor's call meets: the staff console's (English only), and those
// only a client other than the site gets (Chapa's and Telegram's webhooks, hand-made requests).
// They still show, marked as not yet translated, if a visitor ever reads one.
const NOT_FOR_A_VISITOR = new Set([
  // Staff only: the console's lists, users, trash, mail and Telegram deliveries.
  "Only admins and editors may list drafts",
  "Only admins and editors may list pending or rejected items",
  "Only admins and editors may sort by 12",
  "Only an administrator can change roles or deactivate accounts",
  "The site needs at least one active administrator",
  "You cannot change your own role",
  "You cannot deactivate your own account",
  "You cannot delete your own administrator account",
  "You have no access to the trash",
  "You cannot see this trash",
  "An item with the same id or address exists again; it cannot be restored",
  "This message has already been sent",
  "This delivery is still on its way",
  "This listing is not public now, so it cannot be posted",
  "Could not verify the payment with Chapa right now; it will be checked again shortly",
  "must look like 12 (whole hours)",
  // Webhooks: Chapa's and Telegram's servers read these, never a person.
  "Invalid webhook signature",
  "Webhook body is not JSON",
  "Webhook has no valid tx_ref",
  "Wrong or missing secret token",
  // Requests the site never sends: the site's client always sends JSON or form data, UTF-8, a
  // known language (the x-language header: "12: 12"), on routes that exist, nested a few levels.
  "Send this request as JSON (application/json)",
  "Malformed JSON body",
  "Request body refused",
  "Unsupported content encoding",
  "Unsupported charset",
  "Request body size does not match its Content-Length",
  "JSON must be UTF-8",
  "Request nested too deeply (at most 12 levels)",
  "12: 12",
  "No API route for 12 1212",
]);

/** A literal's text, with sample values in a template's ${...} parts. */
function literalText(double: string | undefined, template: string | undefined): string {
  if (double !== undefined) return double;
  return (template ?? "").replace(/\$\{((?:[^{}]|\{[^{}]*\})*)\}/g, (_, expression: string) =>
    /wait|minutes/i.test(expression) ? "12 minutes" : /megabytes/.test(expression) ? "12 MB" : "12",
  );
}

/** A "..." or `...` literal (a backtick is \x60 in the pattern); its text is group 1 or 2. */
const LITERAL = String.raw`(?:"((?:[^"\\]|\\.)*)"|\x60((?:[^\x60\\]|\\.)*)\x60)`;

/**
 * Every message the API answers a failed call with, read from its source (apps/api/src, tests
 * left out): AppError's texts (written out, or a constant of the API or of the contracts'
 * ACCOUNT_MESSAGES and MEMBER_ACCOUNT_MESSAGES), `notFound("...")`, the `*_MESSAGE` constants,
 * the field errors it builds as zod issues, the error middleware's tables and the current
 * password's prompts. Templates get sample values.
 */
function apiMessages(): string[] {
  const root = join(import.meta.dirname, "../../../api/src");
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/(?<!\.test)\.ts$/.test(entry.name)) files.push(path);
    }
  };
  walk(root);
  const sources = files.map((file) => readFileSync(file, "utf8"));
  // Constants a message may be named by: the API's own (`const NAME = "..."` or `= NAME.key`).
  const constants = new Map<string, string>();
  const contracts: Record<string, Record<string, string>> = { ACCOUNT_MESSAGES, MEMBER_ACCOUNT_MESSAGES };
  const resolve = (name: string): string | undefined => {
    const [object, key] = name.split(".");
    if (object && key) return contracts[object]?.[key];
    return constants.get(name);
  };
  for (const code of sources) {
    for (const match of code.matchAll(
      new RegExp(String.raw`\bconst ([A-Z][A-Z_]*)\s*=\s*(?:\([^)]*\)\s*=>\s*)?` + LITERAL, "g"),
    )) {
      constants.set(match[1] ?? "", literalText(match[2], match[3]));
    }
  }
  for (const code of sources) {
    for (const match of code.matchAll(/\bconst ([A-Z][A-Z_]*)\s*=\s*([A-Z][A-Z_]*\.\w+)\s*;/g)) {
      const text = resolve(match[2] ?? "");
      if (text !== undefined) constants.set(match[1] ?? "", text);
    }
  }
  const messages = new Set<string>();
  const unresolved: string[] = [];
  for (const code of sources) {
    const found = (pattern: string, suffix = "") => {
      for (const match of code.matchAll(new RegExp(pattern, "g"))) {
        if (match[3] !== undefined) {
          const text = resolve(match[3]);
          if (text === undefined) unresolved.push(match[3]);
          else messages.add(text + suffix);
        } else messages.add(literalText(match[1], match[2]) + suffix);
      }
    };
    const VALUE = String.raw`(?:${LITERAL}|([A-Z][A-Z_]*(?:\.\w+)?)\b)`;
    // new AppError("code", ...) and a subclass's super("code", ...).
    found(String.raw`(?:new AppError|\bsuper)\(\s*"\w+",\s*` + VALUE);
    found(String.raw`\bnotFound\(\s*` + LITERAL, " not found");
    // notFound(kind.label): a listing's kind ("Job not found").
    if (/\bnotFound\(\s*kind\.label\s*\)/.test(code)) messages.add("Job not found");
    // Field errors built as zod issues, and refusals with a status and a type.
    found(String.raw`code:\s*"custom",[^}]*?\bmessage:\s*` + LITERAL);
    found(String.raw`\brefusal\(\s*\d{3},\s*"[\w.]+",\s*` + VALUE);
    // The error middleware's tables: multer's [status, text], body-parser's "type": text.
    found(String.raw`\[\s*\d{3},\s*` + LITERAL + String.raw`\s*\]`);
    found(String.raw`"[a-z]+\.[a-z.]+":\s*` + VALUE);
    // Answers written in place: res.status(4xx/5xx).json({ message: ... }).
    found(String.raw`\.status\(\s*[45]\d\d\s*\)\.json\(\{\s*message:\s*` + VALUE);
    // The current password's prompts: checkCurrentPassword's default and the texts passed to it.
    for (const call of code.matchAll(/\bcheckCurrentPassword\(([^;{]*?)\)\s*[:;{]/g)) {
      for (const text of (call[1] ?? "").matchAll(/"([^"\n]* [^"\n]*)"/g)) messages.add(text[1] ?? "");
    }
  }
  // Constants named as messages (the rate limit's, the database's, the gateway's).
  for (const [name, text] of constants) if (/MESSAGE$/.test(name)) messages.add(text);
  expect(unresolved).toEqual([]);
  return [...messages];
}

describe("the API's answers to a visitor's failed call", () => {
  it("are read from the API's source", () => {
    const messages = apiMessages();
    expect(messages).toContain("Too many requests. Please try again in 12 minutes.");
    expect(messages).toContain(ACCOUNT_MESSAGES.duplicateEmail);
    expect(messages).toContain(MEMBER_ACCOUNT_MESSAGES.invalidCode);
    expect(messages).toContain("Something went wrong on our side. Please try again.");
    expect(messages).toContain("File too large");
    expect(messages).toContain("Request body too large");
    expect(messages).toContain("Subscription not found");
    expect(messages).toContain("Current password is incorrect");
    expect(messages).toContain("Enter your current password to delete your account");
    expect(messages).toContain("Choose a file to upload");
    expect(messages).toContain("The service is briefly unavailable. Please try again in a few seconds.");
    expect(messages).toContain("12 must be at most 12 MB");
  });

  it("each have words in every language: a text of the catalog, or a shape it knows", () => {
    expect(withoutWords(apiMessages(), NOT_FOR_A_VISITOR)).toEqual([]);
  });

  it("have words too when they are only an HTTP status's reason phrase (no message of their own)", () => {
    const statuses = [400, 401, 403, 404, 405, 409, 410, 413, 415, 429, 431, 500, 502, 503, 504];
    const phrases = [...statuses.map((status) => STATUS_CODES[status] ?? ""), "Request failed"];
    expect(withoutWords(phrases)).toEqual([]);
  });

  it("leave out only messages the API still writes", () => {
    const messages = new Set(apiMessages());
    expect([...NOT_FOR_A_VISITOR].filter((message) => !messages.has(message))).toEqual([]);
  });
});

describe("the API's answers in the reader's language", () => {
  it("says a fixed answer, a rate limit's wait and a field's refusal in Amharic and Afaan Oromo", async () => {
    expect(await translatedIn("en", ACCOUNT_MESSAGES.duplicateEmail)).toBe(ACCOUNT_MESSAGES.duplicateEmail);
    expect(await translatedIn("am", ACCOUNT_MESSAGES.duplicateEmail)).toBe("በዚህ ኢሜይል የተከፈተ መለያ አስቀድሞ አለ");
    expect(await translatedIn("om", ACCOUNT_MESSAGES.invalidCode)).toBe(
      "Koodiin sirrii miti yookiin yeroon isaa darbeera",
    );
    const limit = "Too many requests. Please try again in 3 minutes.";
    expect(await translatedIn("en", limit)).toBe(limit);
    expect(await translatedIn("am", limit)).toBe("በጣም ብዙ ጥያቄዎች ተልከዋል። እባክዎ ከ3 ደቂቃ በኋላ እንደገና ይሞክሩ።");
    expect(await translatedIn("om", limit)).toBe(
      "Gaaffiin baay'een ergameera. Maaloo daqiiqaa 3 booda irra deebi'aa yaalaa.",
    );
    // The request field the API names before a message, and the file field multer names after it.
    expect(await translatedIn("om", "currentPassword: Current password is incorrect")).toBe(
      "Jechi icciitii ammaa sirrii miti",
    );
    expect(await translatedIn("am", "File too large: cv")).toBe("ፋይሉ በጣም ትልቅ ነው");
    expect(await translatedIn("am", "The CV must be at most 5 MB")).toBe("ፋይሉ ቢበዛ 5 MB መሆን አለበት");
    expect(await translatedIn("om", "Subscription not found")).toBe("Hin argamne. Haqamee ta'uu danda'a.");
    // An answer without a message of its own: its status's reason phrase.
    expect(await translatedIn("am", "Bad Gateway")).toBe("በእኛ በኩል ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።");
    expect(await translatedIn("en", "Bad Gateway")).toBe("Bad Gateway");
  });
});
