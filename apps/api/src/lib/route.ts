// A route is defined once: method, path, who may call it, request and response schemas, rate limit
// and a handler whose input is typed from the schemas. `mountRoutes` registers definitions on an
// Express router (auth check, rate limit, body parsers, validation, handler) and the OpenAPI
// document reads the same definitions (openapi/openapi-document.ts), so the two cannot disagree.
import { type Action, rolesFor } from "@btw/contracts";
import { type ErrorRequestHandler, type Request, type RequestHandler, type Response, Router } from "express";
import type { ZodObject, ZodType, z } from "zod";
import type { AppContext } from "../context.ts";
import { type AuthUser, authenticate, requireAuth } from "./auth.ts";
import { cacheFor, type RouteCache } from "./http-cache.ts";
import { validate } from "./validate.ts";

/**
 * public: no token is read; optional: a token, when sent, may show more; signed-in: any role
 * (the handler's object rules may still answer 403); an action: the roles the permission table
 * (contracts' permissions.ts) gives it.
 */
export type RouteAccess = "public" | "optional" | "signed-in" | Action;

export type HttpMethod = "get" | "post" | "put" | "delete";

type Limiter = (ctx: AppContext) => RequestHandler;

/** What the reference shows of a route: everything but the code that runs it. */
export interface RouteDoc {
  method: HttpMethod;
  /** Express-style, relative to /born-to-win-api, e.g. "/users/:id". */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  access: RouteAccess;
  request?: {
    params?: ZodObject;
    /** An object, or an object piped into a transform (the reference shows the object). */
    query?: ZodType;
    body?: ZodType;
    /** "form" accepts JSON, urlencoded or multipart; "multipart" carries `files`. Default JSON. */
    bodyType?: "json" | "form" | "multipart" | "raw";
    /** Multipart file fields (all optional), e.g. ["photo1"]. */
    files?: readonly string[];
    /** A body the reference shows; without one it shows a body made from the schema. */
    example?: Record<string, unknown>;
  };
  response: {
    /**
     * 303 answers browsers with a redirect; a client that asks for JSON (`Accept: application/json`)
     * gets 200 `{ location }` instead (see `run` below).
     */
    status: 200 | 201 | 303;
    description: string;
    schema?: ZodType;
    /** Default application/json. */
    contentType?: string;
    /** Other success statuses, e.g. 200 for a POST that finds what it would have made. */
    also?: Partial<Record<200 | 303, string>>;
  };
  /** Further statuses this route answers, beyond the ones derived from access, params and validation. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 502 | 503, string>>;
  /** Answers 429 with Retry-After when a client goes over its limit. */
  rateLimited: boolean;
  /** Where this route's success status differs from spec section 7, and why. */
  specStatusNote?: string;
}

export type Parsed<S> = S extends ZodType ? z.output<S> : Record<string, never>;
type UserFor<A extends RouteAccess> = A extends "public" | "optional" ? AuthUser | undefined : AuthUser;

interface RouteInput<A extends RouteAccess, P, Q, B> {
  ctx: AppContext;
  user: UserFor<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  req: Request;
  res: Response;
}

interface RouteDefinition<
  A extends RouteAccess,
  P extends ZodObject | undefined,
  Q extends ZodType | undefined,
  B extends ZodType | undefined,
> extends Omit<RouteDoc, "access" | "request" | "rateLimited"> {
  access: A;
  request?: Omit<NonNullable<RouteDoc["request"]>, "params" | "query" | "body"> & {
    params?: P;
    query?: Q;
    body?: B;
  };
  /**
   * Limiters (lib/rate-limit.ts): `before` run after the access check and before body parsing and
   * validation; `after` run once the input is validated (limits keyed on a validated field).
   */
  rateLimit?: { before?: readonly Limiter[]; after?: readonly Limiter[] };
  /** Body parsers (multer) and the like: after the access check and rate limit, before validation. */
  middleware?: (ctx: AppContext) => RequestHandler[];
  /** GETs whose answers browsers and CDNs may keep (lib/http-cache.ts); default: no Cache-Control. */
  cache?: RouteCache;
  /** Routes that exist only in some setups (the test checkout); the reference lists them always. */
  enabled?: (ctx: AppContext) => boolean;
  /** Answers this route's errors itself (links opened in a browser get a page); else `next(error)`. */
  onError?: ErrorRequestHandler;
  /**
   * Answers with the returned value as JSON and `response.status` (the status is set before the
   * handler runs, so a handler may change it); a handler that answers itself returns nothing.
   */
  handler(input: RouteInput<A, P, Q, B>): unknown;
}

/** The note for routes the spec lists with a 201 that this API, by rule, answers with 200. */
export const NOT_201 = (spec: string) =>
  `Spec section 7 lists ${spec}; this API answers 200 because only a request that creates something answers 201 (a GET, PUT or DELETE never does).`;

/** A request's raw parts, as a URL carries them: validated by the route's own schemas before use. */
export interface RawInput {
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface DefinedRoute {
  doc: RouteDoc;
  register(router: Router, ctx: AppContext): void;
  /**
   * A public or optional-access GET answered in-process for an anonymous reader (the site's server
   * rendering, site/site-data.ts): the same validation and handler as over HTTP, without Express.
   */
  read?(ctx: AppContext, input: RawInput): Promise<unknown>;
}

function accessCheck(ctx: AppContext, access: RouteAccess): RequestHandler[] {
  if (access === "public") return [];
  if (access === "optional") return [authenticate(ctx)];
  if (access === "signed-in") return [requireAuth(ctx)];
  return [requireAuth(ctx, ...rolesFor(access))];
}

export function defineRoute<
  A extends RouteAccess,
  P extends ZodObject | undefined = undefined,
  Q extends ZodType | undefined = undefined,
  B extends ZodType | undefined = undefined,
>(definition: RouteDefinition<A, P, Q, B>): DefinedRoute {
  const { rateLimit, middleware, enabled, onError, handler, cache, ...doc } = definition;
  if (cache && definition.method !== "get") throw new Error(`Only a GET may be cached: ${doc.path}`);
  const schemas = definition.request ?? {};
  // JSON answers only: a route that names its content type or moves the reader answers through `res`.
  const readable =
    definition.method === "get" &&
    (definition.access === "public" || definition.access === "optional") &&
    definition.response.status === 200 &&
    !definition.response.contentType;
  return {
    doc: { ...doc, rateLimited: Boolean(rateLimit?.before?.length || rateLimit?.after?.length) },
    ...(readable && {
      read: async (ctx: AppContext, input: RawInput) =>
        handler({
          ctx,
          user: undefined as UserFor<A>,
          params: ((await schemas.params?.parseAsync(input.params)) ?? input.params) as Parsed<P>,
          query: ((await schemas.query?.parseAsync(input.query)) ?? input.query) as Parsed<Q>,
          body: {} as Parsed<B>,
          // A JSON GET's handler answers with its value for an anonymous reader, without the request.
          req: undefined as never,
          res: undefined as never,
        }),
    }),
    register(router, ctx) {
      if (enabled && !enabled(ctx)) return;
      const run: RequestHandler = async (req, res) => {
        res.status(definition.response.status);
        if (definition.response.status === 303 && req.accepts(["html", "json"]) === "json") {
          // A client that asked for JSON is told where the link leads instead of being sent there.
          res.redirect = ((...args: [string] | [number, string]) =>
            res.status(200).json({ location: args.at(-1) })) as Response["redirect"];
        }
        const result = await handler({
          ctx,
          user: req.user as UserFor<A>,
          params: req.params as Parsed<P>,
          query: req.query as Parsed<Q>,
          body: req.body as Parsed<B>,
          req,
          res,
        });
        if (result !== undefined && !res.headersSent) res.json(result);
      };
      router[definition.method](
        definition.path,
        ...(cache ? [cacheFor(cache)] : []),
        ...accessCheck(ctx, definition.access),
        ...(rateLimit?.before ?? []).map((limiter) => limiter(ctx)),
        ...(middleware?.(ctx) ?? []),
        ...(schemas.params || schemas.query || schemas.body
          ? [validate({ params: schemas.params, query: schemas.query, body: schemas.body })]
          : []),
        ...(rateLimit?.after ?? []).map((limiter) => limiter(ctx)),
        run,
        ...(onError ? [onError] : []),
      );
    },
  };
}

/** An Express router serving the given definitions, in their order. */
export function mountRoutes(ctx: AppContext, routes: readonly DefinedRoute[]): Router {
  const router = Router();
  for (const route of routes) route.register(router, ctx);
  return router;
}
