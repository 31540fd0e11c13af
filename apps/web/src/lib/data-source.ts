// Where pages read the API's answers (contracts' SiteDataSource): in the browser, the http client; in
// the server's renderer, the API's own route handlers, called in-process (apps/api/src/site/site-data.ts).
// Route loaders and react-query's fetchers ask through apiGet, so a page is drawn from the same
// answers either way.
import type { SiteDataSource } from "@btw/contracts";

let serverSource: SiteDataSource | undefined;

/** The server's renderer reads through the API's handlers in its process (set once, when loaded). */
export function setServerDataSource(source: SiteDataSource): void {
  serverSource = source;
}

/** The in-process source when the server's renderer has set one. */
export const currentServerSource = (): SiteDataSource | undefined => serverSource;
