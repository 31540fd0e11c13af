import type { OpportunityKind } from "@btw/contracts";
import { ListingDeadline } from "./listing-deadline.tsx";
import { ClosedNotice, VerifiedBadge } from "./listing-safety.tsx";

/**
 * An opportunity's status on its detail page: "Closed" once the deadline is over, the verified
 * organisation badge, and the deadline with "Add to calendar".
 */
export function ListingStatus({
  kind,
  item,
}: {
  kind: OpportunityKind;
  item: { id: number; deadline: string | null; closed?: boolean | undefined; verifiedOrganisation: boolean };
}) {
  return (
    <>
      <ClosedNotice deadline={item.deadline} closed={item.closed} />
      <VerifiedBadge verified={item.verifiedOrganisation} />
      <ListingDeadline kind={kind} id={item.id} deadline={item.deadline} />
    </>
  );
}
