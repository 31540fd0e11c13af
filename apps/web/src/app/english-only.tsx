// The admin console is written in English only: under a language prefix (/am/admin, reached from a
// sign-in page read in Amharic, say) it moves to its English address instead of being drawn twice.
import { PRIVATE_PAGES } from "@btw/contracts";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { addressIn } from "../lib/localized-link.ts";

/** Whether a page path (without a language prefix) belongs to the English-only admin console. */
export const isEnglishOnlyPath = (path: string) =>
  path === PRIVATE_PAGES.admin || path.startsWith(`${PRIVATE_PAGES.admin}/`);

export function ToEnglishAddress() {
  const location = useLocation();
  useEffect(() => {
    window.location.replace(addressIn(location, "en"));
  }, [location]);
  return null;
}
