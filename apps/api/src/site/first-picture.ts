// The picture a list page's first card shows, for the server to name in a preload link: the browser
// then fetches it beside the app's code, instead of after the app has loaded and asked for the list.
// On a phone that card's picture is the largest thing in the first screen.
import {
  PUBLIC_PAGES,
  previewKind,
  RESOURCE_TYPES,
  type ResourceType,
  readPage,
  resourceCategoryPath,
  VIDEO_PDF_CATEGORY,
} from "@btw/contracts";
import { latestBlogPhoto } from "../blogs/blogs.service.ts";
import type { AppContext } from "../context.ts";
import { pageOpportunities } from "../opportunities/opportunity.service.ts";
import { apiOpportunityKinds } from "../opportunities/opportunity-kinds.ts";
import { firstResourceFile } from "../resources/resources.service.ts";

/** The resource list a page shows, if it shows one: a type's (/resource/{types}) or Video and PDF's. */
function resourceListOf(path: string): { types: ResourceType } | { category: number } | undefined {
  if (path === PUBLIC_PAGES.videoPdf.path) return { category: VIDEO_PDF_CATEGORY };
  const types = (Object.keys(RESOURCE_TYPES) as ResourceType[]).find(
    (type) => resourceCategoryPath(type) === path,
  );
  return types ? { types } : undefined;
}

/**
 * Whether the address is a list's first page as everyone first sees it: it names nothing but page 1
 * (and a link's tracking tags). A filtered or later page's first card is another; the app finds it.
 */
function isPlainFirstPage(query: URLSearchParams): boolean {
  return [...query.keys()].every((key) => key.startsWith("utm_") || key === "page") && readPage(query) === 1;
}

/** The picture of the first card of an opportunity list's first page (the API's default order). */
async function firstOpportunityPicture(ctx: AppContext, path: string): Promise<string | undefined> {
  const kind = apiOpportunityKinds.find((each) => each.hasPhoto && each.page.path === path);
  if (!kind) return undefined;
  const { items } = await pageOpportunities(ctx, kind, kind.schemas.page.parse({}), undefined);
  const first = items[0] as { photo1?: string | null } | undefined;
  return first?.photo1 ?? undefined;
}

/**
 * The URL of the first card's uploaded picture on a list page, or undefined: on any other page, on a
 * filtered list or a page past the first, when the first card has no picture (its drawing comes with
 * the app) or shows a video or a PDF, and when the database cannot say (the page is sent without it).
 */
export async function firstPictureOf(
  ctx: AppContext,
  path: string,
  query: URLSearchParams,
  now = new Date(),
): Promise<string | undefined> {
  try {
    if (path === PUBLIC_PAGES.blogs.path) {
      return isPlainFirstPage(query) ? ((await latestBlogPhoto(ctx, now)) ?? undefined) : undefined;
    }
    if (apiOpportunityKinds.some((kind) => kind.page.path === path)) {
      return isPlainFirstPage(query) ? await firstOpportunityPicture(ctx, path) : undefined;
    }
    const list = resourceListOf(path);
    if (!list) return undefined;
    const file = await firstResourceFile(ctx, list);
    return file && previewKind(file) === "image" ? file : undefined;
  } catch (error) {
    ctx.logger.warn({ err: error, path }, "the first picture of a list page could not be read");
    return undefined;
  }
}
