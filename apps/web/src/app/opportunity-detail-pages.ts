// Each kind's public detail page, as a module loaded when first shown: the site's routes draw it at
// the listing's address, and the console's approval queue previews a waiting item in it.
import type { OpportunityKind } from "@btw/contracts";
import { type PageSource, pageSource } from "./page-modules.ts";

export const OPPORTUNITY_DETAIL_PAGES: Record<OpportunityKind, PageSource> = {
  scholarships: pageSource("/src/features/opportunities/kinds/scholarships/scholarship-detail-page.tsx"),
  internships: pageSource("/src/features/opportunities/kinds/internships/internship-detail-page.tsx"),
  training: pageSource("/src/features/opportunities/kinds/training/training-detail-page.tsx"),
  jobs: pageSource("/src/features/opportunities/kinds/jobs/job-detail-page.tsx"),
};
