// The shapes of the validation messages the contracts build with values in them ("Title must be at
// most 200 characters", "page must be at least 1") and of zod's own messages for checks without one
// ("Too big: expected string to have <=200 characters"), each with the "validation" catalog key that
// says it in every language. The web reads only a message's text (Standard Schema issues, and the
// API's `{ path, message }` answers), so its shape is what is recognised, here and nowhere else. The
// API's answers to a failed call (`{ message }`: a rate limit's wait, an upload's size) are read the
// same way.
//
// A field's label stays out of the translated text: the label is shown beside the field in the
// reader's language, and the English one inside the message would be the only English on the form.
import { DEFAULT_LANGUAGE, formatDate } from "@btw/i18n";

/** A key of the "validation" catalog, and the values it fills in ({{count}} picks a plural form). */
export interface ValidationText {
  key: string;
  values?: Record<string, string | number>;
  /** The message is zod's own wording, not the contracts' (which English readers see as written). */
  wordedByZod: boolean;
}

interface MessagePattern {
  /** The English message; its named groups are the values the key fills in. */
  pattern: RegExp;
  /** The catalog key; "$text" for the fixed catalog text the message's group "text" holds. */
  key: string;
  /** The group that is a count (the key then has _one and _other forms). */
  count?: string;
  /** Groups that are days (yyyy-mm-dd): written by the site's date formatter, Ethiopian calendar and all. */
  days?: readonly string[];
}

/** A label before the message ("Title ", "Skills: "); optional, never read. */
const LABEL = "(?:.+?:? )?";
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;

const shape = (body: string) => new RegExp(`^${LABEL}${body}$`, "u");

/** How zod's own messages begin ("Too big: ...", "Invalid input: ...", "Invalid email address"). */
const ZOD_WORDING = /^(?:Too (?:big|small):|Invalid\b)/u;

/** First match wins: the narrower shapes come before the wider ones. */
const PATTERNS: readonly MessagePattern[] = [
  // Text length: requiredText, versionText, passwordSchema; zod's default for .max()/.min() on text.
  {
    pattern: shape(String.raw`must be at most (?<max>\d+) characters`),
    key: "pattern.maxCharacters",
    count: "max",
  },
  {
    pattern: /^Too big: expected string to have <=(?<max>\d+) characters$/u,
    key: "pattern.maxCharacters",
    count: "max",
  },
  {
    pattern: shape(String.raw`must be at least (?<min>\d+) characters`),
    key: "pattern.minCharacters",
    count: "min",
  },
  {
    pattern: /^Too small: expected string to have >=(?<min>\d+) characters$/u,
    key: "pattern.minCharacters",
    count: "min",
  },
  { pattern: shape(String.raw`must be at most (?<max>\d+) bytes`), key: "pattern.maxBytes", count: "max" },
  // Lists: stringList's and zod's limits on the number of items.
  { pattern: shape(String.raw`choose at least (?<min>\d+)`), key: "pattern.chooseAtLeast", count: "min" },
  {
    pattern: /^(?:Too big: expected array to have <=|At most )(?<max>\d+) items$/u,
    key: "pattern.maxItems",
    count: "max",
  },
  {
    pattern: /^Too small: expected array to have >=(?<min>\d+) items$/u,
    key: "pattern.chooseAtLeast",
    count: "min",
  },
  { pattern: shape("each item must be a plain name"), key: "pattern.plainName" },
  // Numbers: wholeNumber; zod's default for .min()/.max() on a number.
  { pattern: shape("must be a whole number"), key: "pattern.wholeNumber" },
  { pattern: shape(`must be at most (?<max>${NUMBER})`), key: "pattern.maxNumber" },
  {
    pattern: new RegExp(`^Too big: expected number to be <=(?<max>${NUMBER})$`, "u"),
    key: "pattern.maxNumber",
  },
  { pattern: shape(`must be at least (?<min>${NUMBER})`), key: "pattern.minNumber" },
  {
    pattern: new RegExp(`^Too small: expected number to be >=(?<min>${NUMBER})$`, "u"),
    key: "pattern.minNumber",
  },
  {
    pattern: /^(?:.+ must be a number|Invalid input: expected number, received (?!undefined)\w+)$/u,
    key: "pattern.number",
  },
  // Gifts out of range (amountSchema); the site takes birr only.
  { pattern: /^The smallest gift is (?<min>[\d.]+) ETB$/u, key: "pattern.smallestGift" },
  { pattern: /^Gifts above (?<max>[\d.]+) ETB: please contact us$/u, key: "pattern.largestGift" },
  // Dates: dateSchema.
  {
    pattern: shape(
      String.raw`must be a date between (?<min>\d{4}-\d{2}-\d{2}) and (?<max>\d{4}-\d{2}-\d{2})`,
    ),
    key: "pattern.dateRange",
    days: ["min", "max"],
  },
  { pattern: shape("must be a valid date"), key: "pattern.date" },
  // Web addresses and email addresses: httpUrl; zod's defaults for z.url() and z.email().
  {
    pattern: /^(?:.+ must be a web address starting with http:\/\/ or https:\/\/|Invalid URL)$/u,
    key: "pattern.webAddress",
  },
  { pattern: /^Invalid email address$/u, key: "Enter a valid email address" },
  // One-time codes from an email.
  {
    pattern: /^Enter the (?<digits>\d+)-digit code from the email$/u,
    key: "pattern.emailCode",
    count: "digits",
  },
  // Text with characters no field takes (safeString).
  { pattern: shape("must not contain control characters"), key: "pattern.controlCharacters" },
  // The API's answers to a failed call (apps/api/src) with values in them: the rate limit's wait,
  // an upload's size, the saved list's limit, a missing item named by its kind.
  {
    pattern: /^Too many requests\. Please try again in (?<minutes>\d+) minutes?\.$/u,
    key: "pattern.tryAgainInMinutes",
    count: "minutes",
  },
  { pattern: /^.+ must be at most (?<max>\d+) MB$/u, key: "pattern.maxMegabytes", count: "max" },
  { pattern: /^An image may have at most (?<max>[\d.]+) million pixels\b.*$/u, key: "pattern.maxPixels" },
  {
    pattern: /^You can keep at most (?<max>\d+) saved opportunities$/u,
    key: "pattern.maxSaved",
    count: "max",
  },
  { pattern: /^You can only change .+ you submitted$/u, key: "pattern.onlyOwnSubmissions" },
  { pattern: /^(?:.+ not found|Not found|Gone)$/iu, key: "pattern.notFound" },
  // Upload refusals, which name the form's file field after them ("File too large: cv").
  {
    pattern: /^(?<text>File too large|A form field is too long|Too many files|Unexpected file field): \S+$/u,
    key: "$text",
  },
  // An answer with no message of its own: the HTTP status's reason phrase (the API's answer for a
  // refusal it has no words for, a proxy's, or the web's "Request failed" when there is none).
  { pattern: /^Unauthorized$/u, key: "Please sign in to continue" },
  { pattern: /^Forbidden$/u, key: "You do not have permission to do this" },
  { pattern: /^Conflict$/u, key: "Already exists" },
  { pattern: /^(?:Payload|Request Entity|Request Header Fields) Too Large$/u, key: "Request body too large" },
  { pattern: /^Too Many Requests$/u, key: "pattern.tooManyRequests" },
  {
    pattern: /^(?:Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Request failed)$/u,
    key: "Something went wrong on our side. Please try again.",
  },
  {
    pattern:
      /^(?:Bad Request|Method Not Allowed|Not Acceptable|Length Required|Unsupported Media Type|Unprocessable Entity|URI Too Long)$/u,
    key: "pattern.requestRefused",
  },
  // Required: "<label> required" (requiredText and the fixed fields), zod's message for a missing value.
  {
    pattern: /^(?:Required|.+ (?:is )?required|Invalid input: expected \w+, received undefined)$/u,
    key: "pattern.required",
  },
  // A value from a fixed list: enums with or without their own message.
  {
    pattern:
      /^(?:.+: choose from .+|.+ must be one of:? .+|Use one of: .+|Invalid option: expected one of .+|Choose an? .+)$/u,
    key: "pattern.choose",
  },
  // Anything else zod calls invalid or out of range ("Invalid input", "Too big: expected number to
  // be <10"), and a list that is not one.
  { pattern: /^(?:Invalid\b.*|Too (?:big|small): .+|.+ must be a list)$/u, key: "pattern.invalid" },
];

/**
 * The catalog key (and its values, days written for `language`) for a validation message, or
 * undefined for a shape not known here.
 */
export function validationText(message: string, language = DEFAULT_LANGUAGE): ValidationText | undefined {
  for (const { pattern, key: keyOrGroup, count, days = [] } of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    const { text, ...groups } = match.groups ?? {};
    // "$text": the key is the part of the message the group "text" holds (a fixed text of the catalog).
    const key = keyOrGroup === "$text" && text ? text : keyOrGroup;
    const values: Record<string, string | number> = { ...groups };
    if (count) values.count = Number(values[count]);
    for (const day of days) values[day] = formatDate(String(values[day]), language);
    const wordedByZod = ZOD_WORDING.test(message);
    return Object.keys(values).length > 0 ? { key, values, wordedByZod } : { key, wordedByZod };
  }
  return undefined;
}

/** The key that shows a message no pattern knows: said as not yet translated, with its English text. */
export const UNTRANSLATED_VALIDATION_KEY = "pattern.untranslated";
