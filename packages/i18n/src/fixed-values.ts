// The product's fixed values that are not words of a list (those live in the site's catalogs, see
// contracts' VOCABULARIES): lists joined as each language joins them, office hours told the
// Ethiopian way in Amharic and Afaan Oromo, sums of money, test fees in dollars, the offices' names. The site, the
// server's first band and the mails all write them here. Like format.ts, no Intl: browsers' Amharic
// and Oromo data vary (ICU's Oromo list pattern is the English one, "a, b, and c").
import { formatNumber, type NumberFormatOptions } from "./format.ts";
import { type Language, toLanguage } from "./languages.ts";

/** Items as one line: "a, b, c" in English and Afaan Oromo, "a፣ b፣ c" in Amharic (the Ethiopic comma). */
export function formatList(items: readonly string[], language = "en"): string {
  return items.join(toLanguage(language) === "am" ? "፣ " : ", ");
}

/** A label and what follows it ("Jobs: Remote"; Amharic introduces with ፦). */
export function labelled(label: string, text: string, language = "en"): string {
  return `${label}${toLanguage(language) === "am" ? "፦" : ":"} ${text}`;
}

/** Office hours: days of the week (1 = Monday ... 7 = Sunday) and whole hours on a 24-hour clock. */
interface OfficeHours {
  firstDay: number;
  lastDay: number;
  open: number;
  close: number;
}

const DAYS: Record<Language, readonly string[]> = {
  en: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
  am: ["ሰኞ", "ማክሰኞ", "ረቡዕ", "ሐሙስ", "ዓርብ", "ቅዳሜ", "እሑድ"],
  om: ["Wiixata", "Kibxata", "Roobii", "Kamisa", "Jimaata", "Sanbata", "Dilbata"],
};

/** The hour on the Ethiopian clock, which starts at 6 in the morning: 8:00 is 2, 17:00 is 11. */
export const ethiopianHour = (hour: number) => (((hour - 6) % 12) + 12) % 12 || 12;

/** The part of the day an hour (0-23) falls in, as Amharic (after ከ / እስከ) and Afaan Oromo name it. */
function partOfDay(hour: number, language: "am" | "om"): string {
  const parts =
    language === "am"
      ? { morning: "ጠዋቱ", day: "ቀኑ", evening: "ምሽቱ", night: "ሌሊቱ" }
      : { morning: "ganama", day: "guyyaa", evening: "galgala", night: "halkan" };
  if (hour >= 6 && hour < 12) return parts.morning;
  if (hour >= 12 && hour < 17) return parts.day;
  if (hour >= 17 && hour < 20) return language === "am" ? parts.day : parts.evening;
  return hour >= 20 ? parts.evening : parts.night;
}

const englishHour = (hour: number) => `${hour % 12 || 12}${hour < 12 ? "am" : "pm"}`;

/**
 * "Mon-Fri 8am to 5pm"; "ከሰኞ እስከ ዓርብ፣ ከጠዋቱ 2:00 እስከ ቀኑ 11:00";
 * "Wiixata hanga Jimaataa, sa'aatii 2:00 ganama hanga sa'aatii 11:00 galgala".
 */
export function formatOfficeHours(hours: OfficeHours, language = "en"): string {
  const lang = toLanguage(language);
  const [first, last] = [DAYS[lang][hours.firstDay - 1], DAYS[lang][hours.lastDay - 1]];
  switch (lang) {
    case "en":
      return `${first}-${last} ${englishHour(hours.open)} to ${englishHour(hours.close)}`;
    case "am": {
      const at = (hour: number) => `${partOfDay(hour, "am")} ${ethiopianHour(hour)}:00`;
      return `ከ${first} እስከ ${last}፣ ከ${at(hours.open)} እስከ ${at(hours.close)}`;
    }
    case "om": {
      const at = (hour: number) => `sa'aatii ${ethiopianHour(hour)}:00 ${partOfDay(hour, "om")}`;
      // "hanga" takes the day name with a lengthened final vowel: Jimaata -> Jimaataa.
      return `${first} hanga ${last}a, ${at(hours.open)} hanga ${at(hours.close)}`;
    }
  }
}

/** A fee in US dollars: one amount, or a range; `approximate` says "about". */
interface UsdFee {
  amount: number;
  upTo?: number;
  approximate?: boolean;
}

/** "about $215 to $250"; "ከ215 እስከ 250 የአሜሪካ ዶላር ገደማ"; "gara doolaara Ameerikaa 215 hanga 250". */
export function formatUsdFee({ amount, upTo, approximate }: UsdFee, language = "en"): string {
  switch (toLanguage(language)) {
    case "en": {
      const value = upTo === undefined ? `$${amount}` : `$${amount} to $${upTo}`;
      return approximate ? `about ${value}` : value;
    }
    case "am": {
      const value = upTo === undefined ? `${amount}` : `ከ${amount} እስከ ${upTo}`;
      return `${value} የአሜሪካ ዶላር${approximate ? " ገደማ" : ""}`;
    }
    case "om": {
      const value = upTo === undefined ? `${amount}` : `${amount} hanga ${upTo}`;
      return `${approximate ? "gara " : ""}doolaara Ameerikaa ${value}`;
    }
  }
}

/**
 * A sum with its currency, the birr in each language's words: "1,234.50 ETB", "1,234.50 ብር",
 * "Birrii 1,234.50"; another currency by its code. Two decimals unless `options` says otherwise.
 */
export function formatMoney(
  amount: number,
  currency: string,
  language = "en",
  options: NumberFormatOptions = { fractionDigits: 2 },
): string {
  const digits = formatNumber(amount, language, options);
  if (currency !== "ETB") return `${digits} ${currency}`;
  switch (toLanguage(language)) {
    case "en":
      return `${digits} ETB`;
    case "am":
      return `${digits} ብር`;
    case "om":
      return `Birrii ${digits}`;
  }
}

/** Office addresses (the ORG_ADDRESS setting, written in English) as Amharic and Afaan Oromo write them. */
const PLACES: Record<string, Partial<Record<Language, string>>> = {
  "Atlanta, Georgia, USA": { am: "አትላንታ፣ ጆርጂያ፣ አሜሪካ", om: "Atlaantaa, Joorjiyaa, Ameerikaa" },
  "Bole, Addis Ababa, Ethiopia": { am: "ቦሌ፣ አዲስ አበባ፣ ኢትዮጵያ", om: "Boolee, Finfinnee, Itoophiyaa" },
};

/** An office's address in the reader's language; an address the table lacks reads as stored. */
export const placeName = (english: string, language = "en"): string =>
  PLACES[english]?.[toLanguage(language)] ?? english;
