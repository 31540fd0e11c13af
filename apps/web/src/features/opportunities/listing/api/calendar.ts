import { API_PREFIX, OPPORTUNITY_KIND_INFO, type OpportunityKind } from "@btw/contracts";

/** The public .ics file of one opportunity's deadline, its words in the page's language. */
export const calendarPath = (kind: OpportunityKind, id: number, language: string) =>
  `${API_PREFIX}${OPPORTUNITY_KIND_INFO[kind].paths.collection}/${id}/deadline.ics${
    language === "en" ? "" : `?lang=${encodeURIComponent(language)}`
  }`;
