import { describe, expect, it } from "vitest";
import {
  ADDIS_ABABA_UTC_OFFSET_MINUTES,
  fillTemplate,
  formatDate,
  formatDateInBothCalendars,
  formatEthiopianDate,
  formatNumber,
} from "./format.ts";

const HIDAR_13 = "2026-11-22T09:00:00.000Z";

describe("formatDate", () => {
  it("writes English Gregorian dates as day month year", () => {
    expect(formatDate(HIDAR_13)).toBe("22 November 2026");
    expect(formatDate(HIDAR_13, "en")).toBe("22 November 2026");
    expect(formatDate(new Date(HIDAR_13), "en-GB")).toBe("22 November 2026");
  });

  it("writes English exactly as Intl's en-GB does", () => {
    const intl = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, 1 + month * 2, 23, 30)).toISOString();
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it("writes Amharic as the Ethiopian date with the Gregorian beside it", () => {
    expect(formatDate(HIDAR_13, "am")).toBe("ኅዳር 13 ቀን 2019 ዓ.ም. (22 Nov 2026)");
    expect(formatDate("2027-09-11", "am")).toBe("ጳጉሜን 6 ቀን 2019 ዓ.ም. (11 Sep 2027)");
  });

  it("writes Afaan Oromo with the Oromo names of the Ethiopian months", () => {
    expect(formatDate(HIDAR_13, "om")).toBe("Sadaasa 13, 2019 (22 Nov 2026)");
    expect(formatDate("2025-09-11", "om")).toBe("Fulbaana 1, 2018 (11 Sep 2025)");
    expect(formatDate("2026-09-10", "om")).toBe("Qaammee 5, 2018 (10 Sep 2026)");
    expect(formatDate("2027-01-07", "om")).toBe("Muddee 29, 2019 (7 Jan 2027)");
  });

  it("abbreviates English months in the short style", () => {
    expect(formatDate(HIDAR_13, "en", { style: "short" })).toBe("22 Nov 2026");
    expect(formatDate("2026-06-01", "en", { style: "short" })).toBe("1 Jun 2026");
  });

  it("gives an empty text for a missing or invalid date, and English for other languages", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined, "am")).toBe("");
    expect(formatDate("not a date", "om")).toBe("");
    expect(formatDate(HIDAR_13, "fr")).toBe("22 November 2026");
    expect(formatDate(HIDAR_13, "en", { utcOffsetMinutes: Number.NaN })).toBe("22 November 2026");
  });

  it("takes the calendar day from the clock it is given", () => {
    const lateEvening = "2026-09-10T22:30:00.000Z"; // 01:30 on 11 September in Addis Ababa
    expect(formatDate(lateEvening, "en")).toBe("10 September 2026");
    expect(formatDate(lateEvening, "en", { utcOffsetMinutes: ADDIS_ABABA_UTC_OFFSET_MINUTES })).toBe(
      "11 September 2026",
    );
    expect(formatDate(lateEvening, "am", { utcOffsetMinutes: ADDIS_ABABA_UTC_OFFSET_MINUTES })).toBe(
      "መስከረም 1 ቀን 2019 ዓ.ም. (11 Sep 2026)",
    );
  });
});

describe("formatEthiopianDate", () => {
  it("gives the Ethiopian date alone, for a deadline's second line", () => {
    expect(formatEthiopianDate(HIDAR_13)).toBe("Hidar 13, 2019 E.C.");
    expect(formatEthiopianDate("2027-01-07", "en")).toBe("Tahsas 29, 2019 E.C.");
    expect(formatEthiopianDate(HIDAR_13, "am")).toBe("ኅዳር 13 ቀን 2019 ዓ.ም.");
    expect(formatEthiopianDate(HIDAR_13, "om")).toBe("Sadaasa 13, 2019");
    expect(formatEthiopianDate("", "en")).toBe("");
  });
});

describe("formatDateInBothCalendars", () => {
  it("adds the Ethiopian date to an English one; Amharic and Oromo dates carry both already", () => {
    expect(formatDateInBothCalendars(HIDAR_13, "en", { style: "short" })).toBe(
      "22 Nov 2026 (Hidar 13, 2019 E.C.)",
    );
    expect(formatDateInBothCalendars(HIDAR_13, "am")).toBe(formatDate(HIDAR_13, "am"));
    expect(formatDateInBothCalendars("", "om")).toBe("");
  });
});

describe("formatNumber", () => {
  it("groups Western digits in threes like Intl's en, in every language", () => {
    const intl = new Intl.NumberFormat("en");
    for (const value of [0, 7, 999, 1000, 12_345, 1_234_567, -45_000, 1234.5, 0.125, -1234.5678, 2.0004]) {
      expect(formatNumber(value)).toBe(intl.format(value));
      expect(formatNumber(value, "am")).toBe(intl.format(value));
      expect(formatNumber(value, "om")).toBe(intl.format(value));
    }
    expect(formatNumber(-0.0001)).toBe("0");
  });

  it("writes amounts of money with a fixed number of decimals", () => {
    const intl = new Intl.NumberFormat("en", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of [0, 10, 1234.5, 1_000_000, 99.999, -45.1]) {
      expect(formatNumber(value, "am", { fractionDigits: 2 })).toBe(intl.format(value));
    }
    expect(formatNumber(-0.001, "en", { fractionDigits: 2 })).toBe("0.00");
  });
});

describe("fillTemplate", () => {
  it("puts each named value in, leaves other text alone and a missing value empty", () => {
    expect(fillTemplate("{{start}} to {{end}}", { start: "1 May", end: "9 May" })).toBe("1 May to 9 May");
    expect(fillTemplate("Opens {{date}} {{missing}}!", { date: "{{date}}" })).toBe("Opens {{date}} !");
    expect(fillTemplate("{ {{a}} }", { a: "$&" })).toBe("{ $& }");
  });
});
