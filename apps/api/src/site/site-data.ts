// The site's server rendering reads the API in-process: each GET a page asks for (contracts'
// SiteDataSource) is answered by the API route defined for that path (lib/route.ts), with the same
// validation and handler as over HTTP, for an anonymous reader, with the app's own context. Never
// HTTP to this same process. Within one page request (onePageAnswers) each GET is answered once:
// the page's texts (resolve-page.ts) and its drawing read the same item.
import { AsyncLocalStorage } from "node:async_hooks";
import type { SiteDataSource, SiteQueryValue } from "@btw/contracts";
import { Prisma } from "@btw/db";
import type { RequestHandler } from "express";
import { ZodError } from "zod";
import type { AppContext } from "../context.ts";
import { AppError } from "../lib/errors.ts";
import type { DefinedRoute, RawInput } from "../lib/route.ts";

type Reader = NonNullable<DefinedRoute["read"]>;

/** "/scholarships/:id" against "/scholarships/12": the params, or undefined when it names another path. */
function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const expected = pattern.split("/");
  const actual = path.split("/");
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const value = actual[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return undefined;
  }
  return params;
}

/** A refusal with the status the API answers it with over HTTP (lib/errors.ts), for the page to show. */
class SiteDataRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function refusal(error: unknown): SiteDataRefusal | undefined {
  if (error instanceof AppError) return new SiteDataRefusal(error.status, error.message);
  if (error instanceof ZodError) return new SiteDataRefusal(400, "Invalid request");
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2025")
    return new SiteDataRefusal(404, "Not found");
  return undefined;
}

// One page request's answers, by GET. AsyncLocalStorage because the web build's reads (its
// lib/http.ts apiGet, which every page's queries call) carry no request of their own while up to four
// pages are drawn at once: the alternative, a source passed down to each query, would touch them all.
const pageAnswers = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Gives the rest of a page's request (site.ts) its own answers, shared by its texts and its drawing. */
export const onePageAnswers: RequestHandler = (_req, _res, next) => pageAnswers.run(new Map(), next);

export function siteDataSource(ctx: AppContext, routes: readonly DefinedRoute[]): SiteDataSource {
  const readers = routes.flatMap((route) =>
    route.read ? [{ path: route.doc.path, read: route.read as Reader }] : [],
  );
  return {
    async get<T>(path: string, query: Record<string, SiteQueryValue> = {}): Promise<T> {
      // As a URL carries them: strings, empty values left out (lib/http.ts's apiUrl).
      const input: RawInput = { params: {}, query: {} };
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== null && value !== "") input.query[key] = String(value);
      }
      const answers = pageAnswers.getStore();
      const asked = `${path}?${new URLSearchParams(input.query)}`;
      for (const reader of readers) {
        const params = matchPath(reader.path, path);
        if (!params) continue;
        const answer = answers?.get(asked) ?? reader.read(ctx, { ...input, params });
        answers?.set(asked, answer);
        try {
          return (await answer) as T;
        } catch (error) {
          throw refusal(error) ?? error;
        }
      }
      throw new SiteDataRefusal(404, `No public API route for GET ${path}`);
    },
  };
}
