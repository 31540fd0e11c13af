// The few pages the API itself serves to a browser (the test checkout, the emailed pledge links).
// No script at all (the CSP forbids inline script); styles inline, every value escaped.
import { SITE_NAME } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { escapeHtml } from "../lib/escape-html.ts";

export function htmlPage(options: {
  title: string;
  body: string;
  banner?: string;
  language?: Language;
}): string {
  const banner = options.banner
    ? `<div role="note" style="background:#fef3c7;color:#78350f;border:2px solid #d97706;border-radius:8px;padding:12px 16px;margin:0 0 24px;font-weight:700;letter-spacing:0.02em">${escapeHtml(options.banner)}</div>`
    : "";
  return `<!doctype html>
<html lang="${options.language ?? "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(options.title)} | ${escapeHtml(SITE_NAME)}</title>
<style>
body{margin:0;background:#f3f4f6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827}
main{max-width:520px;margin:48px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:1.5rem;margin:0 0 16px}
p{line-height:1.5}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:#4b5563}dd{margin:0;font-weight:600;overflow-wrap:anywhere;min-width:0}
.actions{display:flex;gap:12px;flex-wrap:wrap}
button,.button{font:inherit;font-weight:600;padding:12px 20px;border-radius:8px;border:2px solid #0f5132;cursor:pointer;text-decoration:none;display:inline-block}
.pay{background:#0f5132;color:#fff}
.fail{background:#fff;color:#991b1b;border-color:#991b1b}
.button{background:#0f5132;color:#fff}
button:focus-visible,.button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style>
</head>
<body>
<main>
${banner}${options.body}
</main>
</body>
</html>
`;
}

export const noticePage = (
  title: string,
  message: string,
  link?: { href: string; label: string },
  language?: Language,
) =>
  htmlPage({
    title,
    ...(language ? { language } : {}),
    body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ""}`,
  });
