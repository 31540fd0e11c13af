// Client-side page metadata. The server already puts the same tags in the HTML it sends (for link
// previews that run no JavaScript); this keeps them right as the visitor navigates inside the app.

import { localizedPath, PUBLIC_PAGES, type PublicPageKey, SITE_NAME } from "@btw/contracts";
import { DEFAULT_LANGUAGE, type Language, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { createContext, useContext, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { SHARE_IMAGE_PATH } from "./share-image.ts";

export interface PageMeta {
  /** The page's own title; the site name is added. Omit on the home page. */
  title?: string;
  description?: string;
  /** The canonical path of the page, from the page registry in contracts. */
  path: string;
  type?: "website" | "article";
  /** Skip indexing (the not-found page). */
  noIndex?: boolean;
}

function formatTitle(title: string | undefined): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

function setMeta(key: "name" | "property", id: string, content: string): void {
  upsert(
    `meta[${key}="${id}"]`,
    () => {
      const meta = document.createElement("meta");
      meta.setAttribute(key, id);
      return meta;
    },
    "content",
    content,
  );
}

/** The page's address in each language, and x-default (English), as the server sends them. */
function setAlternates(path: string | undefined): void {
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (!path) return;
  for (const language of [...SUPPORTED_LANGUAGES, "x-default"] as const) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = language;
    const target = language === "x-default" ? DEFAULT_LANGUAGE : language;
    link.href = new URL(localizedPath(path, target), window.location.origin).href;
    document.head.append(link);
  }
}

function applyPageMeta(
  meta: PageMeta & {
    defaults: { description: string; keywords: string; author: string };
    /** The language the page is read in: its address is the canonical one. */
    language?: Language;
  },
) {
  const title = formatTitle(meta.title);
  const description = meta.description || meta.defaults.description;
  const url = new URL(localizedPath(meta.path, meta.language), window.location.origin).href;
  const image = new URL(SHARE_IMAGE_PATH, window.location.origin).href;
  document.title = title;
  setMeta("name", "description", description);
  setMeta("name", "keywords", meta.defaults.keywords);
  setMeta("name", "author", meta.defaults.author);
  setMeta("name", "robots", meta.noIndex ? "noindex" : "index, follow");
  upsert(
    'link[rel="canonical"]',
    () => {
      const link = document.createElement("link");
      link.setAttribute("rel", "canonical");
      return link;
    },
    "href",
    url,
  );
  setMeta("property", "og:site_name", SITE_NAME);
  setMeta("property", "og:type", meta.type ?? "website");
  setMeta("property", "og:title", title);
  setMeta("property", "og:description", description);
  setMeta("property", "og:url", url);
  setMeta("property", "og:image", image);
  setMeta("name", "twitter:card", "summary_large_image");
  setMeta("name", "twitter:title", title);
  setMeta("name", "twitter:description", description);
  setMeta("name", "twitter:image", image);
  setAlternates(meta.noIndex ? undefined : meta.path);
}

/**
 * Whether the pages below name the document: false inside a page shown within another (the console's
 * preview of a listing's public page), which leaves the title and tags to the page around it.
 */
export const NamesDocumentContext = createContext(true);

export function usePageMeta(meta: PageMeta): void {
  const namesDocument = useContext(NamesDocumentContext);
  const { t, i18n } = useTranslation("meta");
  const language = i18n.language as Language;
  const defaults = {
    description: t("defaults.description"),
    keywords: t("defaults.keywords"),
    author: t("defaults.author"),
  };
  const { title, description, path, type, noIndex } = meta;
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaults are derived from the catalog
  useEffect(() => {
    if (namesDocument) applyPageMeta({ title, description, path, type, noIndex, defaults, language });
  }, [
    namesDocument,
    title,
    description,
    path,
    type,
    noIndex,
    language,
    defaults.description,
    defaults.keywords,
    defaults.author,
  ]);
}

/** The meta of a page of the page registry: its path and its catalog title and description. */
export function useSitePageMeta(key: PublicPageKey): void {
  const { t } = useTranslation();
  const page = PUBLIC_PAGES[key];
  usePageMeta({
    title: t(`${page.meta}.title`),
    description: t(`${page.meta}.description`),
    path: page.path,
  });
}
