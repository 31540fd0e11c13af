// An iCalendar file (RFC 5545) with one all-day event: an opportunity's deadline. Lines end in
// CRLF, TEXT values escape backslash, semicolon, comma and line breaks (3.3.11), and lines longer
// than 75 octets are folded with CRLF and one space, never inside a UTF-8 character (3.1).

interface DeadlineEvent {
  /** Globally unique and stable for this deadline, so a second import updates the first. */
  uid: string;
  /** When the listing was last revised (DTSTAMP when the file has no METHOD, 3.8.7.2). */
  revisedAt: Date;
  /** The deadline day (its UTC date). */
  day: Date;
  summary: string;
  description: string;
  url: string;
  /** A reminder the day before, with this text. */
  reminder: string;
  language: string;
}

const CRLF = "\r\n";

/** TEXT escaping (RFC 5545 3.3.11); control characters other than line breaks are dropped. */
export function escapeText(value: string): string {
  const printable = [...value.replace(/\r\n?/g, "\n")]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code === 10 || (code >= 32 && code !== 127);
    })
    .join("");
  return printable.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");
}

/** Folds one content line into pieces of at most 75 octets (continuations start with a space). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    // The first piece holds 75 octets; each continuation 74 after its leading space.
    const room = pieces.length === 0 ? 75 : 74;
    if (octets + size > room) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

const pad = (n: number) => String(n).padStart(2, "0");
const dateValue = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
const dateTimeValue = (d: Date) =>
  `${dateValue(d)}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;

/** The whole file, ready to send as text/calendar. */
export function deadlineCalendar(event: DeadlineEvent): string {
  const start = new Date(
    Date.UTC(event.day.getUTCFullYear(), event.day.getUTCMonth(), event.day.getUTCDate()),
  );
  const end = new Date(start.getTime() + 86_400_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Born To Win//Opportunity deadlines//EN",
    "CALSCALE:GREGORIAN",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${dateTimeValue(event.revisedAt)}`,
    `LAST-MODIFIED:${dateTimeValue(event.revisedAt)}`,
    `DTSTART;VALUE=DATE:${dateValue(start)}`,
    `DTEND;VALUE=DATE:${dateValue(end)}`,
    `SUMMARY;LANGUAGE=${event.language}:${escapeText(event.summary)}`,
    `DESCRIPTION;LANGUAGE=${event.language}:${escapeText(`${event.description}\n${event.url}`)}`,
    `URL:${event.url}`,
    "TRANSP:TRANSPARENT",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${escapeText(event.reminder)}`,
    "TRIGGER:-P1D",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
