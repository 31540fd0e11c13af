// Emits dist/site-meta.json: the title, description and hero texts of every public page in each
// language the site speaks, taken from that language's message catalog, for the server to put into the HTML it sends (link previews and
// search engines run no JavaScript; visitors see the page's band at once) and to list in
// /sitemap.xml. One catalog serves both sides.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  OPPORTUNITY_LEAD_KEYS,
  RESOURCE_TYPE_SLUGS,
  resourceCategoryPath,
  SITE_META_FILE,
  SITE_NAME,
  type SiteMeta,
  type SiteMetaFile,
  type SitePageHero,
  siteMetaSchema,
} from "@btw/contracts";
import { fillTemplate, SUPPORTED_LANGUAGES } from "@btw/i18n";
import type { Plugin } from "vite";
import { PRIVATE_PATH_PREFIXES, SITE_PAGES } from "../src/app/site-pages.ts";
import { SHARE_IMAGE_PATH } from "../src/lib/share-image.ts";

type Catalog = Record<string, unknown>;
type Values = Record<string, string>;

function lookup(catalog: Catalog, key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Catalog | undefined)?.[part], catalog);
}

function buildSiteMeta(localesDir: string, language = "en"): SiteMeta {
  const cache = new Map<string, Catalog>();
  const catalog = (namespace: string) => {
    if (!cache.has(namespace)) {
      const file = join(localesDir, language, `${namespace}.json`);
      cache.set(namespace, JSON.parse(readFileSync(file, "utf8")) as Catalog);
    }
    return cache.get(namespace)!;
  };
  /** The text at "<namespace>:<key>" as the catalog writes it, or undefined when there is none. */
  const raw = (ref: string) => {
    const [namespace, key] = ref.split(":") as [string, string];
    const found = lookup(catalog(namespace), key);
    return typeof found === "string" ? found : undefined;
  };
  const string = (ref: string, values: Values = {}) => {
    const found = raw(ref);
    return found === undefined ? undefined : fillTemplate(found, values);
  };
  const required = (ref: string, values: Values = {}) => {
    const found = string(ref, values);
    if (!found) throw new Error(`site meta: no text at ${ref}`);
    return found;
  };
  /** A text left with its {{placeholders}}, for the server to fill. */
  const template = (ref: string) => {
    const found = raw(ref);
    if (!found) throw new Error(`site meta: no text at ${ref}`);
    return found;
  };
  const text = (ref: string, values: Values = {}) => ({
    title: required(`${ref}.title`, values),
    description: required(`${ref}.description`, values),
  });
  const hero = (ref: string, variant: SitePageHero["variant"], values: Values = {}): SitePageHero => ({
    variant,
    eyebrow: string(`${ref}.eyebrow`, values),
    title: required(`${ref}.title`, values),
    lead: string(`${ref}.lead`, values),
  });

  const pages: SiteMeta["pages"] = SITE_PAGES.map((page) => ({
    path: page.path,
    changefreq: page.changefreq,
    priority: page.priority,
    ...text(page.meta),
    hero: hero(page.hero, page.path === "/" ? "home" : "page"),
  }));
  for (const type of RESOURCE_TYPE_SLUGS) {
    const label = required(`resources:types.${type}`);
    pages.push({
      path: resourceCategoryPath(type),
      changefreq: "weekly",
      priority: 0.5,
      ...text("resources:meta.resourceCategory", { label }),
      hero: {
        variant: "page",
        eyebrow: string("resources:category.eyebrow"),
        title: label,
        lead: string("resources:category.lead", { label }),
      },
    });
  }
  return siteMetaSchema.parse({
    siteName: SITE_NAME,
    shareImage: SHARE_IMAGE_PATH,
    defaults: {
      ...text("meta:defaults"),
      keywords: required("meta:defaults.keywords"),
      author: required("meta:defaults.author"),
    },
    pages,
    privatePathPrefixes: PRIVATE_PATH_PREFIXES,
    notFound: text("meta:notFound"),
    blogPost: text("blogs:meta.blogs"),
    opportunityPost: text("opportunities:meta.opportunity"),
    // Left unfilled: the server puts each item's dates in.
    opportunityLeads: Object.fromEntries(
      Object.entries(OPPORTUNITY_LEAD_KEYS).map(([name, ref]) => [name, template(ref)]),
    ),
  });
}

/** Every language's texts, keyed by language code. */
function buildSiteMetaFile(localesDir: string): SiteMetaFile {
  return Object.fromEntries(
    SUPPORTED_LANGUAGES.map((language) => [language, buildSiteMeta(localesDir, language)]),
  );
}

export function siteMetaPlugin(localesDir: string): Plugin {
  return {
    name: "btw-site-meta",
    apply: "build",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: SITE_META_FILE,
        source: `${JSON.stringify(buildSiteMetaFile(localesDir), null, 2)}\n`,
      });
    },
  };
}
