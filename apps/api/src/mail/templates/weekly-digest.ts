import { formatDate, type Language, mailCatalog } from "@btw/i18n";
import { escapeHtml } from "../../lib/escape-html.ts";
import { button, paragraph, type RenderedMail, renderLayout } from "./layout.ts";

interface DigestLine {
  kindLabel: string;
  title: string;
  url: string;
  deadline: Date | null;
}

interface WeeklyDigestData {
  language: Language;
  fresh: DigestLine[];
  closing: DigestLine[];
  /** The list filters the person chose, one kind a line ("job: Remote, Addis Ababa"); none: empty. */
  filters: string[];
  /** Where the reader changes their choices: members their account, subscribers the token's page. */
  settingsUrl: string;
  unsubscribeUrl: string;
  homeUrl: string;
}

const heading = (text: string) =>
  `<h2 style="margin:24px 0 8px;font-size:18px;line-height:24px;color:#0f5132">${escapeHtml(text)}</h2>`;

/** The weekly email of new listings that match a person's choices and those closing soon. */
export function renderWeeklyDigest(data: WeeklyDigestData): RenderedMail {
  const words = mailCatalog(data.language);
  const t = words.digest;
  const deadlineOf = (line: DigestLine) =>
    line.deadline ? t.deadline(formatDate(line.deadline, data.language)) : "";
  const itemHtml = (line: DigestLine) => {
    const deadline = deadlineOf(line);
    return `<li style="margin:0 0 12px;font-size:15px;line-height:22px;color:#1f2937"><a href="${escapeHtml(line.url)}" style="color:#0f5132;font-weight:600">${escapeHtml(line.title)}</a><br><span style="color:#6b7280">${escapeHtml(line.kindLabel)}${deadline ? ` · ${escapeHtml(deadline)}` : ""}</span></li>`;
  };
  const section = (title: string, lines: DigestLine[]) =>
    lines.length === 0
      ? ""
      : `${heading(title)}<ul style="margin:0;padding:0 0 0 18px">${lines.map(itemHtml).join("")}</ul>`;
  const itemText = (line: DigestLine) => {
    const deadline = deadlineOf(line);
    return `- ${line.title} (${line.kindLabel}${deadline ? `, ${deadline}` : ""})\n  ${line.url}`;
  };
  const textSection = (title: string, lines: DigestLine[]) =>
    lines.length === 0 ? [] : ["", title, ...lines.map(itemText)];
  const filtersHtml =
    data.filters.length === 0
      ? ""
      : `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#6b7280">${escapeHtml(t.filtersHeading)}<br>${data.filters.map(escapeHtml).join("<br>")}</p>`;
  const filtersText = data.filters.length === 0 ? [] : ["", t.filtersHeading, ...data.filters];
  const bodyHtml = [
    paragraph(words.hello()),
    paragraph(t.intro),
    filtersHtml,
    section(t.newHeading, data.fresh),
    section(t.closingHeading, data.closing),
    `<p style="margin:24px 0 16px;padding:12px;border-radius:6px;background:#fef3c7;font-size:14px;line-height:20px;color:#78350f">${escapeHtml(t.neverPay)}</p>`,
    button(t.settings, data.settingsUrl),
  ].join("\n");
  const bodyText = [
    words.hello(),
    "",
    t.intro,
    ...filtersText,
    ...textSection(t.newHeading, data.fresh),
    ...textSection(t.closingHeading, data.closing),
    "",
    t.neverPay,
    "",
    `${t.settings}: ${data.settingsUrl}`,
  ].join("\n");
  return renderLayout({
    subject: t.subject(data.fresh.length + data.closing.length),
    preheader: t.preheader,
    bodyHtml,
    bodyText,
    language: data.language,
    footer: { reason: t.reason, unsubscribeUrl: data.unsubscribeUrl, homeUrl: data.homeUrl },
  });
}
