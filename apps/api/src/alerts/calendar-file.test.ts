import { describe, expect, it } from "vitest";
import { deadlineCalendar, escapeText, foldLine } from "./calendar-file.ts";

const event = {
  uid: "scholarships-12-deadline@btw.example.org",
  revisedAt: new Date("2026-11-20T08:30:05.123Z"),
  day: new Date("2026-12-01T00:00:00.000Z"),
  summary: "Deadline: Masters; Data, Science \\ AI",
  description: "Last day to apply.\nDetails:",
  url: "https://btw.example.org/resource/scholarships/12",
  reminder: "The deadline is tomorrow",
  language: "en",
};

describe("deadline calendar file (RFC 5545)", () => {
  it("escapes TEXT: backslash, semicolon, comma and line breaks; drops other control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg\u0007h")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ngh");
  });

  it("folds lines longer than 75 octets with CRLF and a space, never inside a UTF-8 character", () => {
    const line = `SUMMARY:${"የመጨረሻ ቀን፦ ".repeat(12)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBeGreaterThan(1);
    for (const [index, piece] of pieces.entries()) {
      expect(Buffer.byteLength(piece, "utf8")).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(" ")).toBe(true);
    }
    // Unfolding gives the line back exactly.
    expect(folded.replace(/\r\n /g, "")).toBe(line);
    expect(foldLine("SHORT:1")).toBe("SHORT:1");
  });

  it("writes one all-day event with UID, DTSTAMP, VALUE=DATE start and end, CRLF line ends", () => {
    const file = deadlineCalendar(event);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(file.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = file.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines.find((l) => l.startsWith("PRODID:"))).toBeTruthy();
    expect(lines).toContain("UID:scholarships-12-deadline@btw.example.org");
    expect(lines).toContain("DTSTAMP:20261120T083005Z");
    expect(lines).toContain("DTSTART;VALUE=DATE:20261201");
    expect(lines).toContain("DTEND;VALUE=DATE:20261202");
    expect(lines).toContain("SUMMARY;LANGUAGE=en:Deadline: Masters\\; Data\\, Science \\\\ AI");
    expect(lines).toContain(
      "DESCRIPTION;LANGUAGE=en:Last day to apply.\\nDetails:\\nhttps://btw.example.org/resource/scholarships/12",
    );
    expect(lines).toContain("TRIGGER:-P1D");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
  });

  it("ends an event on the last day of a month or year on the next day", () => {
    const file = deadlineCalendar({ ...event, day: new Date("2026-12-31T00:00:00Z") });
    expect(file).toContain("DTSTART;VALUE=DATE:20261231\r\n");
    expect(file).toContain("DTEND;VALUE=DATE:20270101\r\n");
  });
});
