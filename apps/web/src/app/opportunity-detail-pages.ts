// Each kind's public detail page, as a module loaded when first shown: the site's routes draw it at
// the listing's address, and the console's approval queue previews a waiting item in it.
import type { OpportunityKind } from "@btw/contracts";
import type { ComponentType } from "react";

export const OPPORTUNITY_DETAIL_PAGES: Record<OpportunityKind, () => Promise<{ default: ComponentType }>> = {
  scholarships: () => import("../features/opportunities/kinds/scholarships/scholarship-detail-page.tsx"),
  internships: () => import("../features/opportunities/kinds/internships/internship-detail-page.tsx"),
  training: () => import("../features/opportunities/kinds/training/training-detail-page.tsx"),
  jobs: () => import("../features/opportunities/kinds/jobs/job-detail-page.tsx"),
};
