// site-meta's texts for opportunity pages in tests: the English catalog's lead templates.
import type { SiteMeta } from "@btw/contracts";

/** The parts of site-meta that opportunity pages read, in English. */
export const OPPORTUNITY_PAGE_TEXTS: Pick<SiteMeta, "opportunityLeads"> = {
  opportunityLeads: {
    trainingDates: "{{start}} to {{end}}",
    trainingDatesTbd: "Dates to be announced",
    internshipOpens: "Opens {{date}}",
    internshipOpenNow: "Open now",
  },
};
