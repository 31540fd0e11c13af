// One entry per API route: what the reference documents. The document is generated from these
// entries and the contracts' schemas; a test fails when the app has a route that is not here.
import type { ZodObject, ZodType } from "zod";

/**
 * public: no token; optional: a token shows more (staff see every status); signed-in: any role
 * (object rules may still forbid); staff: admin or editor; admin: admins only.
 */
export type RouteAuth = "public" | "optional" | "signed-in" | "staff" | "admin";

export type HttpMethod = "get" | "post" | "put" | "delete";

export interface RouteSpec {
  method: HttpMethod;
  /** Express-style, relative to /born-to-win-api, e.g. "/users/:id". */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  auth: RouteAuth;
  request?: {
    params?: ZodObject;
    query?: ZodObject;
    body?: ZodType;
    /** "form" accepts JSON, urlencoded or multipart; "multipart" carries `files`. Default JSON. */
    bodyType?: "json" | "form" | "multipart" | "raw";
    /** Multipart file fields (all optional), e.g. ["photo1"]. */
    files?: readonly string[];
  };
  response: {
    status: 200 | 201 | 303;
    description: string;
    schema?: ZodType;
    /** Default application/json. */
    contentType?: string;
  };
  /** Further statuses this route answers, beyond the ones derived from auth, params and validation. */
  errors?: Partial<Record<400 | 404 | 409 | 410 | 413 | 415 | 502 | 503, string>>;
  /** Answers 429 with Retry-After when a client goes over its limit. */
  rateLimited?: boolean;
  /** Where this route's success status differs from spec section 7, and why. */
  specStatusNote?: string;
}

/** The note for routes the spec lists with a 201 that this API, by rule, answers with 200. */
export const NOT_201 = (spec: string) =>
  `Spec section 7 lists ${spec}; this API answers 200 because only a request that creates something answers 201 (a GET, PUT or DELETE never does).`;
