// The two links every digest carries, both keyed by the person's alert token: the settings page
// (newsletter subscribers; members use their account) and the one-click unsubscribe.
import { API_PREFIX, apiPaths, PRIVATE_PAGES } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import type { Env } from "../env.ts";
import { siteUrl } from "../mail/site-links.ts";

/** The query parameter that carries the token on the settings page, as on the API's alert routes. */
const ALERT_TOKEN_PARAM = "token";

/** "Change what you receive": the alert settings page, in the reader's language. */
export function alertSettingsUrl(env: Pick<Env, "PUBLIC_URL">, token: string, language: Language): string {
  const url = new URL(siteUrl(env, PRIVATE_PAGES.alertSettings, language));
  url.searchParams.set(ALERT_TOKEN_PARAM, token);
  return url.toString();
}

/** The List-Unsubscribe address (GET from the footer link, POST from mail programs). */
export function alertUnsubscribeUrl(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  const url = new URL(`${API_PREFIX}${apiPaths.alertUnsubscribe}`, env.PUBLIC_URL);
  url.searchParams.set(ALERT_TOKEN_PARAM, token);
  return url.toString();
}
