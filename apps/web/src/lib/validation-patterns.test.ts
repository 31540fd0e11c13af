import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  amountSchema,
  CONTROL_CHARACTER_MESSAGE,
  DONOR_PHONE_MESSAGE,
  passwordSchema,
  requiredText,
  stringList,
  versionText,
  wholeNumber,
} from "@btw/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { i18n, loadNamespaces, setLanguage, translateValidation } from "./i18n.ts";
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
  return translateValidation(i18n.getFixedT(language), message);
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
    expect(await translatedIn("om", await messageOf(gift, 5))).toBe("Kennaan xiqqaan Birrii 10 dha");
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
    expect(await translatedIn("om", "must be a date between 1900-01-01 and 2100-12-31")).toBe(
      "Guyyaa 1900-01-01 fi 2100-12-31 gidduu jiru galchaa",
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

describe("the contracts' validation messages", () => {
  const english = JSON.parse(
    readFileSync(join(import.meta.dirname, "../locales/en/validation.json"), "utf8"),
  ) as Record<string, string>;

  it("are read from the contracts' source", () => {
    const messages = contractMessages();
    expect(messages).toContain("Title must be at most 12 characters");
    expect(messages).toContain("must be at most 12 characters");
    expect(messages).toContain("Title: choose from a, b");
    expect(messages).toContain("The smallest gift is 12 ETB");
  });

  it("each have words in every language: a text of the catalog, or a shape it knows", () => {
    const unknown = contractMessages().filter(
      (message) => !(message in english) && !validationText(message) && !NOT_ON_A_PUBLIC_FORM.has(message),
    );
    expect(unknown).toEqual([]);
  });
});
