import { type OpportunityKind, PRIVATE_PAGES } from "@btw/contracts";

/** The posting form for a new listing of a kind, or for editing one of one's own (?kind=&edit=). */
export function postOpportunityHref(kind?: OpportunityKind): string {
  return kind ? `${PRIVATE_PAGES.postOpportunity}?kind=${kind}` : PRIVATE_PAGES.postOpportunity;
}

export function editSubmissionHref(kind: OpportunityKind, id: number): string {
  return `${PRIVATE_PAGES.postOpportunity}?kind=${kind}&edit=${id}`;
}
