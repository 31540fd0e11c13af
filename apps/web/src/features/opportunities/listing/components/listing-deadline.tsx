import type { OpportunityKind } from "@btw/contracts";
import { DeadlineBadge } from "../../components/deadline-badge.tsx";
import { AddToCalendar } from "./listing-safety.tsx";
import "./listing.css";

/** An opportunity's deadline (both calendars, "closing soon") with "Add to calendar" beside it. */
export function ListingDeadline({
  kind,
  id,
  deadline,
}: {
  kind: OpportunityKind;
  id: number;
  deadline: string | null;
}) {
  return (
    <div className="listing-deadline">
      <DeadlineBadge deadline={deadline} />
      <AddToCalendar kind={kind} id={id} deadline={deadline} />
    </div>
  );
}
