// The site's public page of each kind of opportunity, handed to the console by the app (the console
// imports no visitor feature): the approval queue previews a waiting item in the very page the public
// will see once it is approved.
import type { ComponentType } from "react";
import { createContext, useContext } from "react";
import type { OpportunityKind } from "../opportunities/opportunity-kinds.ts";

export type PublicDetailPages = Record<OpportunityKind, ComponentType>;

export const PublicDetailPagesContext = createContext<PublicDetailPages | null>(null);

export function usePublicDetailPages(): PublicDetailPages {
  const pages = useContext(PublicDetailPagesContext);
  if (!pages)
    throw new Error("The console's previews need the site's detail pages (PublicDetailPagesContext)");
  return pages;
}
