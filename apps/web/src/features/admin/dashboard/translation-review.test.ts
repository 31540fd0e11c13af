import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { flattenCatalogs, textHash, textsToReview } from "./translation-review.ts";

describe("translations to review", () => {
  it("hashes a text as scripts/mark-reviewed.mjs does", async () => {
    const text = "Herregatti seenaa";
    expect(await textHash(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16));
  });

  it("names every text by namespace and key path, arrays as one text", () => {
    expect(flattenCatalogs({ common: { nav: { home: "መነሻ" } }, privacy: { points: ["a", "b"] } })).toEqual({
      "common:nav.home": "መነሻ",
      "privacy:points": '["a","b"]',
    });
  });

  it("lists texts changed since their review and texts never reviewed, not the unchanged ones", async () => {
    const reviewed = {
      "common:nav.home": await textHash("Fuula jalqabaa"),
      "common:nav.signIn": await textHash("Seenaa"),
    };
    const texts = {
      "common:nav.home": "Fuula jalqabaa",
      "common:nav.signIn": "Herregatti seenaa",
      "opportunities:countries.Worldwide": "Addunyaa guutuu",
    };
    expect(await textsToReview(texts, reviewed)).toEqual([
      { key: "common:nav.signIn", text: "Herregatti seenaa", state: "changed" },
      { key: "opportunities:countries.Worldwide", text: "Addunyaa guutuu", state: "new" },
    ]);
  });
});
