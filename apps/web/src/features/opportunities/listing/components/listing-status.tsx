import type { ApprovalStatus, OpportunityKind } from "@btw/contracts";
import { ListingDeadline } from "./listing-deadline.tsx";
import { ClosedNotice, UnpublishedNotice, VerifiedBadge } from "./listing-safety.tsx";

/**
 * An opportunity's status on its detail page: not published (to its poster and staff), "Closed"
 * once the deadline is over, the verified organisation badge, and the deadline with "Add to calendar".
 */
export function ListingStatus({
  kind,
  item,
}: {
  kind: OpportunityKind;
  item: {
    id: number;
    deadline: string | null;
    closed?: boolean | undefined;
    verifiedOrganisation: boolean;
    status?: ApprovalStatus | undefined;
    hidden?: boolean | undefined;
  };
}) {
  return (
    <>
      <UnpublishedNotice status={item.status} hidden={item.hidden} />
      <ClosedNotice deadline={item.deadline} closed={item.closed} />
      <VerifiedBadge verified={item.verifiedOrganisation} />
      <ListingDeadline kind={kind} id={item.id} deadline={item.deadline} />
    </>
  );
}
