// Which page a path is, with its texts: the catalog's for fixed pages, for blog posts and
// opportunities the API's own answer that the app's page is drawn from (site-data.ts: in the page's
// language, read once per page request), and 404 for anything else, or for an item the public may
// not see. The app draws the same pages in the browser.
import {
  apiPaths,
  type Blog,
  blogPostingJsonLd,
  homeJsonLd,
  idSchema,
  isPathBelowAny,
  PUBLIC_PAGES,
  richTextText,
  type SiteMeta,
  type SitePageHero,
} from "@btw/contracts";
import { SUPPORTED_LANGUAGES } from "@btw/i18n";
import type { AppContext } from "../context.ts";
import { vocabularyLabel } from "../lib/vocabulary-labels.ts";
import type { AnsweredRow, OpportunityRow } from "../opportunities/opportunity-kind.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { apiRoutes } from "../routes/index.ts";
import { organisationContact } from "../site-settings/site-settings.service.ts";
import { DEFAULT_LANGUAGE, type Language, localizedPath } from "./languages.ts";
import { siteDataSource } from "./site-data.ts";

interface ResolvedPage {
  status: 200 | 404;
  title: string;
  description: string;
  /** The canonical path. */
  path: string;
  type: "website" | "article";
  noIndex: boolean;
  jsonLd: unknown[];
  hero: SitePageHero;
  /** The item's own picture (og:image, with what it shows), when it has one. */
  image?: { url: string; alt: string };
  /** A screen of a visitor's own (sign-in, account, the console): never drawn on the server. */
  private?: boolean;
}

const short = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};
/** The id of an item page below a list page (the list path, a slash, a number), if the path is one. */
const itemIdBelow = (listPath: string, path: string) => {
  const rest = path.startsWith(`${listPath}/`) ? path.slice(listPath.length + 1) : undefined;
  const id = idSchema.safeParse(rest);
  // Only the canonical spelling ("12", never "012") names an item; out-of-range ids name none.
  return id.success && String(id.data) === rest ? id.data : undefined;
};

/** An item as the public's GET answers it (under `key`) in the page's language; undefined for a 404. */
async function publicItem<T>(ctx: AppContext, path: string, key: string, language: Language) {
  try {
    return (await siteDataSource(ctx, apiRoutes).get<Record<string, T>>(path, { lang: language }))[key];
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
}

export async function resolvePage(
  ctx: AppContext,
  site: SiteMeta,
  path: string,
  { language = DEFAULT_LANGUAGE }: { language?: Language } = {},
): Promise<ResolvedPage> {
  const base = { type: "website" as const, noIndex: false, jsonLd: [] as unknown[], path };
  const siteUrl = ctx.env.PUBLIC_URL.replace(/\/+$/, "");
  // The page's own address, in its language: what its structured data names.
  const url = `${siteUrl}${localizedPath(path, language)}`;
  const fixed = site.pages.find((page) => page.path === path);
  if (fixed) {
    const jsonLd =
      path === PUBLIC_PAGES.home.path ? homeJsonLd(siteUrl, url, language, organisationContact(ctx.env)) : [];
    return {
      ...base,
      status: 200,
      title: fixed.title,
      description: fixed.description,
      hero: fixed.hero,
      jsonLd,
    };
  }

  // In any spelling (`/EMAIL-ALERTS`, `/%65mail-alerts`, `/blogs/../email-alerts`): the app's router reads them alike.
  if (isPathBelowAny(path, site.privatePathPrefixes, SUPPORTED_LANGUAGES)) {
    const { title, description } = site.defaults;
    const hero = { variant: "page" as const, title };
    return { ...base, status: 200, title, description, noIndex: true, private: true, hero };
  }

  const blogId = itemIdBelow(PUBLIC_PAGES.blogs.path, path);
  if (blogId) {
    const row = await publicItem<Blog>(ctx, `${apiPaths.blogs}/${blogId}`, "blog", language);
    if (row) {
      const description = short(row.description);
      const hero = {
        variant: "page" as const,
        eyebrow: site.blogPost.title,
        title: row.title,
        lead: description,
      };
      const image = row.photo ? { url: row.photo, alt: row.title } : undefined;
      const jsonLd = [
        blogPostingJsonLd(
          { siteUrl, url, title: row.title, description, datePosted: row.publishAt },
          { dateModified: row.updatedAt, image: image && new URL(image.url, `${siteUrl}/`).href },
        ),
      ];
      return { ...base, status: 200, type: "article", title: row.title, description, hero, image, jsonLd };
    }
  }

  for (const kind of apiOpportunityKinds) {
    const id = itemIdBelow(kind.page.path, path);
    if (!id) continue;
    const itemPath = `${kind.paths.collection}/${id}`;
    type Answered = AnsweredRow<OpportunityRow> & { closed: boolean };
    const row = await publicItem<Answered>(ctx, itemPath, kind.entity, language);
    if (!row) break;
    // A closed one (its deadline day over, as the API says) keeps its page (the app says "Closed"),
    // out of search engines and without job data.
    const open = !row.closed;
    const text = kind.pageText(row, {
      language,
      leads: site.opportunityLeads,
      label: (vocabulary, value) => vocabularyLabel(language, vocabulary, value),
    });
    // Long texts are stored as HTML (the kinds' richTextFields): the page description is their words.
    const description = short(richTextText(text.description));
    const jsonLd =
      kind.jsonLd && open
        ? [
            kind.jsonLd(row, {
              siteUrl,
              url,
              title: text.title,
              description,
              datePosted: row.createdAt,
              deadline: row.deadline,
            }),
          ]
        : [];
    const hero = { variant: "page" as const, eyebrow: text.eyebrow, title: text.title, lead: text.lead };
    const title = short(text.pageTitle || text.title, 120);
    const image = row.photo1 ? { url: row.photo1, alt: text.title } : undefined;
    return { ...base, status: 200, noIndex: !open, title, description, jsonLd, hero, image };
  }

  const { title, description } = site.notFound;
  return {
    ...base,
    status: 404,
    title,
    description,
    noIndex: true,
    hero: { variant: "page", title, lead: description },
  };
}
