// Reply from the console: the staff member's own mail app, addressed to the sender, with the
// subject and the message quoted (feedback has only a phone number: a text message instead).
import { useTranslation } from "react-i18next";

const QUOTE_CHARS = 600;

export function mailtoHref(email: string, subject: string, quoted: string): string {
  const quote = quoted
    .slice(0, QUOTE_CHARS)
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const params = new URLSearchParams({ subject, body: `\n\n${quote}` });
  // URLSearchParams writes spaces as "+", which mail apps show literally.
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?${params.toString().replace(/\+/g, "%20")}`;
}

export function ReplyLink({
  email,
  subject,
  quoted,
  name,
  className = "row-button",
}: {
  email: string;
  subject: string;
  quoted: string;
  name: string;
  /** A row's small button by default; a dialog passes its own button look. */
  className?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <a
      className={className}
      href={mailtoHref(email, subject, quoted)}
      aria-label={t("reply.toItem", { name })}
    >
      {t("reply.label")}
    </a>
  );
}

export function SmsReplyLink({ phone, name }: { phone: string; name: string }) {
  const { t } = useTranslation("admin");
  return (
    <a
      className="row-button"
      href={`sms:${phone.replace(/[^+\d]/g, "")}`}
      aria-label={t("reply.smsToItem", { name })}
    >
      {t("reply.sms")}
    </a>
  );
}
