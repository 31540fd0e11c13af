// The admin console (/admin/*), given the site's public page of each kind of opportunity, in which
// its approval queue previews a waiting item. Each page loads only when a preview opens.
import { lazy, type ReactNode } from "react";
import AdminApp from "../../features/admin/admin-app.tsx";
import {
  type PublicDetailPages,
  PublicDetailPagesContext,
} from "../../features/admin/approvals/public-detail-pages.ts";
import { OPPORTUNITY_DETAIL_PAGES } from "../opportunity-detail-pages.ts";

const PUBLIC_DETAIL_PAGES: PublicDetailPages = {
  scholarships: lazy(OPPORTUNITY_DETAIL_PAGES.scholarships.load),
  internships: lazy(OPPORTUNITY_DETAIL_PAGES.internships.load),
  training: lazy(OPPORTUNITY_DETAIL_PAGES.training.load),
  jobs: lazy(OPPORTUNITY_DETAIL_PAGES.jobs.load),
};

/** The site's detail pages, for the console's previews. */
export function WithPublicDetailPages({ children }: { children: ReactNode }) {
  return (
    <PublicDetailPagesContext.Provider value={PUBLIC_DETAIL_PAGES}>
      {children}
    </PublicDetailPagesContext.Provider>
  );
}

export default function AdminConsole() {
  return (
    <WithPublicDetailPages>
      <AdminApp />
    </WithPublicDetailPages>
  );
}
