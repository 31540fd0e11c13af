import { createContext, useContext } from "react";

/**
 * The site's public address, for absolute links a page writes into its structured data: the
 * browser's own origin, or the one the server's renderer is given (server/render-page.tsx).
 */
export const SiteOriginContext = createContext(typeof window === "undefined" ? "" : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOriginContext);
