// The band the server drew for the first address (its page shell, apps/api/src/site/html.ts): a
// detail page shows these texts while its item loads, so the band keeps its size when the app takes
// over and grows nothing when the item arrives (no layout shift on a slow phone).
export interface ServerHero {
  eyebrow?: string | undefined;
  title: string;
  lead?: string | undefined;
}

let first: { path: string; hero: ServerHero } | undefined;
let shell: { path: string; html: string } | undefined;

const textOf = (parent: Element, selector: string) =>
  parent.querySelector(selector)?.textContent?.trim() || undefined;

/** Reads the server's band before the app replaces it; the app's start calls it once. */
export function readServerHero(root: ParentNode = document, path = window.location.pathname): void {
  const html = root.querySelector(".app-main > header")?.outerHTML;
  shell = html ? { path, html } : undefined;
  const band = root.querySelector(".page-hero__text");
  const title = band ? textOf(band, ".page-hero__title") : undefined;
  first =
    band && title
      ? {
          path,
          hero: {
            title,
            eyebrow: textOf(band, ".page-hero__eyebrow"),
            lead: textOf(band, ".page-hero__lead"),
          },
        }
      : undefined;
}

/** The server's band for this address, if it is the one the visit started on. */
export function serverHeroFor(path: string): ServerHero | undefined {
  return first?.path === path ? first.hero : undefined;
}

/**
 * The server's band itself (its markup, as the server escaped it) for this address, if it is the one
 * the visit started on: the app shows it for the one task before it draws the page.
 */
export function serverShellFor(path: string): string | undefined {
  return shell?.path === path ? shell.html : undefined;
}
