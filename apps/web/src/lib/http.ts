// The one HTTP client of the web app: every call goes to API_PREFIX, sends the stored bearer token
// when there is one and the page's language (LANGUAGE_HEADER), and turns a failed response into an
// ApiError carrying the server's message.
import { API_PREFIX, type ErrorResponse, LANGUAGE_HEADER, type SiteDataSource } from "@btw/contracts";
import { isSupportedLanguage } from "@btw/i18n";
import i18n from "i18next";
import { readStoredSession } from "./auth-storage.ts";

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue>;

export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly issues: NonNullable<ErrorResponse["issues"]>;

  constructor(status: number, message: string, issues: ErrorResponse["issues"] = []) {
    super(message);
    this.status = status;
    this.issues = issues;
  }
}

interface ApiResponse<T> {
  status: number;
  data: T;
}

interface RequestOptions {
  query?: Query;
  /** A JSON body, or FormData for multipart uploads. */
  body?: unknown;
  signal?: AbortSignal;
}

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | undefined;

/** Lets the admin side react to an expired or revoked token (for example, by going to sign-in). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | undefined): void {
  onUnauthorized = handler;
}

// Where reads go in the server's renderer (contracts' SiteDataSource): the API's own route handlers,
// in its process (apps/api/src/site/site-data.ts), set once when the renderer is loaded. Route
// loaders and react-query's fetchers read through apiGet, so a page is drawn from the same answers
// on the server as in the browser.
let serverSource: SiteDataSource | undefined;

export function setServerDataSource(source: SiteDataSource): void {
  serverSource = source;
}

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ""}`;
}

export async function apiFetch<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: "application/json" });
  const token = readStoredSession()?.token;
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // The page's language: emails the request leads to (receipts, confirmations, codes) speak it.
  if (isSupportedLanguage(i18n.language)) headers.set(LANGUAGE_HEADER, i18n.language);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary itself
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Network error: check your connection and try again.");
  }

  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const failure = (data ?? {}) as Partial<ErrorResponse>;
    const error = new ApiError(
      response.status,
      typeof failure.message === "string" && failure.message
        ? failure.message
        : response.statusText || "Request failed",
      Array.isArray(failure.issues) ? failure.issues : [],
    );
    if (response.status === 401) onUnauthorized?.(error);
    throw error;
  }
  return { status: response.status, data: data as T };
}

const dataOf = <T>(response: Promise<ApiResponse<T>>) => response.then((r) => r.data);

/** A read: over HTTP in the browser, in-process in the server's renderer. */
export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> => {
  const server = serverSource;
  if (!server) return dataOf(apiFetch<T>("GET", path, { query, signal }));
  // The API's refusal in-process carries the status it answers over HTTP (a missing item: 404).
  return server.get<T>(path, query, signal).catch((error: { status?: number; message?: string }) => {
    throw new ApiError(error.status ?? 500, error.message ?? "Request failed");
  });
};
export const apiPost = <T>(path: string, body?: unknown) => dataOf(apiFetch<T>("POST", path, { body }));
export const apiPut = <T>(path: string, body?: unknown) => dataOf(apiFetch<T>("PUT", path, { body }));
export const apiDelete = <T>(path: string) => dataOf(apiFetch<T>("DELETE", path));
export const apiPostForm = <T>(path: string, form: FormData) =>
  dataOf(apiFetch<T>("POST", path, { body: form }));
export const apiPutForm = <T>(path: string, form: FormData) =>
  dataOf(apiFetch<T>("PUT", path, { body: form }));

/** Builds multipart data from plain values; arrays and objects (an item's translations) go as JSON strings, as the API accepts them. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value)) form.append(key, JSON.stringify(value));
    else if (value instanceof Date) form.append(key, value.toISOString());
    else if (typeof value === "object") form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}
