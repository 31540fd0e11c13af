// Puts a page's tags into the built index.html, between the markers the web build leaves there.
import { jsonLdText, type PageSection, PRERENDER_STATE_ID, type SitePageHero } from "@btw/contracts";
import { escapeHtml } from "../lib/escape-html.ts";

/** Open Graph's name for each language's locale. */
const OG_LOCALES: Record<string, string> = { en: "en_US", am: "am_ET", om: "om_ET" };

interface PageTags {
  /** The language the page is written in: `<html lang>`, og:locale. */
  language: string;
  /** The page's address in every language plus x-default (empty for pages never indexed). */
  alternates: Array<{ hreflang: string; href: string }>;
  title: string;
  description: string;
  keywords: string;
  author: string;
  siteName: string;
  /** Absolute URLs. */
  canonicalUrl: string;
  imageUrl: string;
  /** What the picture shows (og:image:alt). */
  imageAlt: string;
  type: "website" | "article";
  noIndex: boolean;
  jsonLd: unknown[];
  /** The page's opening band, drawn as the app draws it, shown until the app has loaded. */
  hero: SitePageHero;
  /** The part of the site the page belongs to: the band's colour and motif. */
  section?: PageSection;
}

/** The page's content drawn on the server (site/renderer.ts) and the answers it was drawn from. */
export interface PrerenderedContent {
  html: string;
  /** react-query's dehydrated state. */
  state: unknown;
}

const PRELOAD_LINK = '<link rel="modulepreload"';

/**
 * Module scripts for the browser to fetch at once, right after the entry's own links (before the
 * inlined stylesheets, which are most of the head's bytes, so the browser reads them early).
 */
function withPreloads(html: string, scripts: readonly string[]): string {
  const last = html.lastIndexOf(PRELOAD_LINK);
  const at = last < 0 ? html.indexOf("</head>") : html.indexOf(">", last) + 1;
  if (at <= 0 || scripts.length === 0) return html;
  const links = scripts.map((src) => `\n    ${PRELOAD_LINK} crossorigin href="${escapeHtml(src)}">`).join("");
  return `${html.slice(0, at)}${links}${html.slice(at)}`;
}

function formatTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title} | ${siteName}` : siteName;
}

function headTags(tags: PageTags): string {
  const title = formatTitle(tags.title, tags.siteName);
  const meta = (key: "name" | "property", id: string, content: string) =>
    `<meta ${key}="${id}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", tags.description),
    meta("name", "keywords", tags.keywords),
    meta("name", "author", tags.author),
    meta("name", "robots", tags.noIndex ? "noindex" : "index, follow"),
    `<link rel="canonical" href="${escapeHtml(tags.canonicalUrl)}" />`,
    ...tags.alternates.map(
      (link) => `<link rel="alternate" hreflang="${link.hreflang}" href="${escapeHtml(link.href)}" />`,
    ),
    meta("property", "og:site_name", tags.siteName),
    meta("property", "og:locale", OG_LOCALES[tags.language] ?? tags.language),
    meta("property", "og:type", tags.type),
    meta("property", "og:title", title),
    meta("property", "og:description", tags.description),
    meta("property", "og:url", tags.canonicalUrl),
    meta("property", "og:image", tags.imageUrl),
    meta("property", "og:image:alt", tags.imageAlt),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", tags.description),
    meta("name", "twitter:image", tags.imageUrl),
    ...tags.jsonLd.map((data) => `<script type="application/ld+json">${jsonLdText(data)}</script>`),
  ].join("\n    ");
}

function replaceBetween(html: string, name: string, content: string): string {
  const start = `<!--${name}:start-->`;
  const end = `<!--${name}:end-->`;
  const from = html.indexOf(start);
  const to = html.indexOf(end);
  if (from < 0 || to < from) return html;
  return `${html.slice(0, from + start.length)}\n    ${content}\n    ${html.slice(to)}`;
}

/** The same markup (classes and texts) as the app's HomeHero and PageHero components. */
function heroHtml(hero: SitePageHero, section?: PageSection): string {
  const block = hero.variant === "home" ? "home-hero" : "page-hero";
  const eyebrow = hero.eyebrow ? `<p class="eyebrow ${block}__eyebrow">${escapeHtml(hero.eyebrow)}</p>` : "";
  const title = `<h1 class="${block}__title">${escapeHtml(hero.title)}</h1>`;
  const lead = !hero.lead
    ? ""
    : hero.variant === "home"
      ? `<p class="home-hero__lead">${escapeHtml(hero.lead)}</p>`
      : `<div class="page-hero__lead"><p>${escapeHtml(hero.lead)}</p></div>`;
  const modifier = hero.variant === "home" ? "" : " page-hero--md";
  const sectionAttribute = section && hero.variant !== "home" ? ` data-section="${escapeHtml(section)}"` : "";
  return `<header class="${block}${modifier}"${sectionAttribute}><div class="container ${block}__inner"><div class="${block}__text">${eyebrow}${title}${lead}</div></div></header>`;
}

/**
 * The app's root with the server's drawing of the page in it, exactly as drawn (no space or comment
 * inside: React hydrates it node by node), and after it the answers it was drawn from, in a data block
 * the app reads into react-query (never executed, so the Content-Security-Policy allows it).
 */
function prerenderedRoot({ html, state }: PrerenderedContent): string {
  return `<div id="root">${html}</div>\n    <script type="application/json" id="${PRERENDER_STATE_ID}">${jsonLdText(state)}</script>`;
}

/** `scripts`: the addresses of the page's own scripts (page-scripts.ts), fetched beside the entry's. */
export function renderPage(
  template: string,
  tags: PageTags,
  scripts: readonly string[],
  prerendered?: PrerenderedContent,
): string {
  // The links go in before the page's content, so that nothing in the content is taken for the head's.
  const head = withPreloads(replaceBetween(template, "page-meta", headTags(tags)), scripts);
  const page = prerendered
    ? replaceBetween(head, "app-root", prerenderedRoot(prerendered))
    : replaceBetween(head, "page-shell", heroHtml(tags.hero, tags.section));
  return page.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(tags.language)}"`);
}
