import type { Column } from "../../components/data-table.tsx";
import { type AnyOpportunity, kindConfig, type OpportunityKind } from "../opportunity-kinds.ts";

/** The row header of opportunity tables: the item's title, and its detail line below. */
export function opportunityTitleColumn(kind: OpportunityKind, header: string): Column<AnyOpportunity> {
  const config = kindConfig(kind);
  return {
    key: "title",
    header,
    primary: true,
    cell: (item) => (
      <>
        <span className="data-table__primary">{config.titleOf(item)}</span>
        <span className="data-table__secondary">{config.detailOf(item)}</span>
      </>
    ),
  };
}
