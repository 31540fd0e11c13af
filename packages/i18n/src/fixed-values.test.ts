import { describe, expect, it } from "vitest";
import {
  ethiopianHour,
  formatList,
  formatMoney,
  formatOfficeHours,
  formatUsdFee,
  labelled,
  placeName,
} from "./fixed-values.ts";

const weekdays = { firstDay: 1, lastDay: 5, open: 8, close: 17 };

describe("fixed values", () => {
  it("joins lists with each language's own separator", () => {
    expect(formatList(["Ethiopia", "Kenya"], "en")).toBe("Ethiopia, Kenya");
    expect(formatList(["ኢትዮጵያ", "ኬንያ", "በመላው ዓለም"], "am")).toBe("ኢትዮጵያ፣ ኬንያ፣ በመላው ዓለም");
    expect(formatList(["Itoophiyaa", "Keeniyaa"], "om")).toBe("Itoophiyaa, Keeniyaa");
    expect(formatList([], "am")).toBe("");
  });

  it("introduces what follows a label with each language's own mark", () => {
    expect(labelled("Jobs", "Remote", "en")).toBe("Jobs: Remote");
    expect(labelled("ሥራ", "ከርቀት", "am")).toBe("ሥራ፦ ከርቀት");
    expect(labelled("Hojii", "Fagoo", "om")).toBe("Hojii: Fagoo");
  });

  it("writes a sum in birr in each language's words, another currency by its code", () => {
    expect(formatMoney(1234.5, "ETB", "en")).toBe("1,234.50 ETB");
    expect(formatMoney(1234.5, "ETB", "am")).toBe("1,234.50 ብር");
    expect(formatMoney(1234.5, "ETB", "om")).toBe("Birrii 1,234.50");
    expect(formatMoney(10, "USD", "om")).toBe("10.00 USD");
    expect(formatMoney(1000, "ETB", "am", { fractionDigits: 0 })).toBe("1,000 ብር");
  });

  it("counts hours the Ethiopian way: from 6 in the morning and 6 in the evening", () => {
    expect([6, 8, 12, 17, 18, 0, 5].map(ethiopianHour)).toEqual([12, 2, 6, 11, 12, 6, 11]);
  });

  it("writes office hours as each language tells the time of day", () => {
    expect(formatOfficeHours(weekdays, "en")).toBe("Mon-Fri 8am to 5pm");
    expect(formatOfficeHours(weekdays, "am")).toBe("ከሰኞ እስከ ዓርብ፣ ከጠዋቱ 2:00 እስከ ቀኑ 11:00");
    expect(formatOfficeHours(weekdays, "om")).toBe(
      "Wiixata hanga Jimaataa, sa'aatii 2:00 ganama hanga sa'aatii 11:00 galgala",
    );
  });

  it("writes dollar fees, alone or as a range, about or exact", () => {
    expect(formatUsdFee({ amount: 190, approximate: true }, "en")).toBe("about $190");
    expect(formatUsdFee({ amount: 215, upTo: 250, approximate: true }, "en")).toBe("about $215 to $250");
    expect(formatUsdFee({ amount: 59 }, "en")).toBe("$59");
    expect(formatUsdFee({ amount: 215, upTo: 250, approximate: true }, "am")).toBe(
      "ከ215 እስከ 250 የአሜሪካ ዶላር ገደማ",
    );
    expect(formatUsdFee({ amount: 190, approximate: true }, "om")).toBe("gara doolaara Ameerikaa 190");
  });

  it("names the offices in the reader's language, and an unknown place as stored", () => {
    expect(placeName("Bole, Addis Ababa, Ethiopia", "om")).toBe("Boolee, Finfinnee, Itoophiyaa");
    expect(placeName("Bole, Addis Ababa, Ethiopia", "en")).toBe("Bole, Addis Ababa, Ethiopia");
    expect(placeName("Hawassa", "am")).toBe("Hawassa");
  });
});
