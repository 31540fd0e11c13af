import { OPPORTUNITY_KIND_INFO, opportunityPagePath } from "@btw/contracts";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../../components/card.tsx";
import { EmptyState } from "../../../../components/empty-state.tsx";
import { gridStyle } from "../../../../components/grid-columns.ts";
import { Icon } from "../../../../components/icon.tsx";
import { Section } from "../../../../components/section.tsx";
import { CardGridSkeleton } from "../../../../components/skeleton.tsx";
import { describeError } from "../../../../lib/errors.ts";
import { useOpportunityTitle } from "../../../../lib/vocabulary.ts";
import { SaveButton } from "../../saved/components/save-button.tsx";
import { SavedLink } from "../../saved/components/saved-link.tsx";
import { CLOSING_SOON_SHOWN, useClosingSoon } from "../api/get-closing-soon.ts";
import { ListingDeadline } from "./listing-deadline.tsx";

/** The home page's "Closing soon": every kind's listings whose deadline is 7 days away or less. */
export function ClosingSoonSection() {
  const { t } = useTranslation("listing");
  const closing = useClosingSoon(CLOSING_SOON_SHOWN);
  const items = closing.data?.closingSoon ?? [];
  return (
    <Section
      id="closing-soon"
      eyebrow={t("closingSoon.eyebrow")}
      title={t("closingSoon.title")}
      intro={<p>{t("closingSoon.intro")}</p>}
      actions={<SavedLink />}
    >
      {closing.isPending ? (
        <CardGridSkeleton count={3} label={t("common:status.loading")} />
      ) : closing.isError ? (
        <EmptyState tone="error" title={t("common:errors.loadFailed")}>
          {describeError(t, closing.error)}
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState title={t("closingSoon.empty")} />
      ) : (
        <ul className="grid" style={gridStyle(3)}>
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`} className="grid__item">
              <ClosingCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

type ClosingItem = NonNullable<ReturnType<typeof useClosingSoon>["data"]>["closingSoon"][number];

/** One card, drawn once: the cards drawn in earlier turns are not drawn again with each new one. */
const ClosingCard = memo(function ClosingCard({ item }: { item: ClosingItem }) {
  const { t } = useTranslation("listing");
  const title = useOpportunityTitle()(item.kind, item.title);
  return (
    <Card
      className="closing-card"
      footer={
        <>
          <SaveButton kind={item.kind} id={item.id} title={item.title} deadline={item.deadline} />
          <Link to={opportunityPagePath(item.kind, item.id)} className="card__more">
            {t("closingSoon.details")}
            <span className="visually-hidden">: {title}</span>
            <Icon name="arrowRight" size={18} />
          </Link>
        </>
      }
    >
      <p className="card__meta">{t(OPPORTUNITY_KIND_INFO[item.kind].titleKeys.nav)}</p>
      <h3 className="card__title">{title}</h3>
      <ListingDeadline kind={item.kind} id={item.id} deadline={item.deadline} />
    </Card>
  );
});
