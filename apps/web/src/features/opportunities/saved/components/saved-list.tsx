import { OPPORTUNITY_KIND_INFO, opportunityPagePath, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../../components/button.tsx";
import { EmptyState } from "../../../../components/empty-state.tsx";
import { useOpportunityTitle } from "../../../../lib/vocabulary.ts";
import { DeadlineBadge } from "../../components/deadline-badge.tsx";
import { removeInAccount } from "../account-sync.ts";
import { removeSaved, type SavedItem } from "../saved-store.ts";
import { useSavedItems } from "../use-saved.ts";
import "../../../../components/card.css";
import "./saved.css";

interface SavedListProps {
  /** The list to draw; by default the one kept in this browser (which holds the account's after sign-in). */
  items?: SavedItem[];
  /** Heading level of each item's title (h2 on the saved page, h3 inside an account section). */
  headingLevel?: 2 | 3;
}

/**
 * Saved opportunities, newest first: each one's kind, name (a link to its page), deadline, and a way
 * to remove it. The saved page draws it; the account page reuses it.
 */
export function SavedList({ items: given, headingLevel = 3 }: SavedListProps) {
  const { t } = useTranslation("listing");
  const stored = useSavedItems();
  // The account keeps a title as stored (an internship's English category): shown in the page's language.
  const titleOf = useOpportunityTitle();
  const items = given ?? stored;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (items.length === 0) {
    return (
      <EmptyState
        title={t("saved.emptyTitle")}
        action={
          <ButtonLink to={PUBLIC_PAGES.scholarships.path} variant="primary">
            {t("saved.browse")}
          </ButtonLink>
        }
      >
        <p>{t("saved.emptyText")}</p>
      </EmptyState>
    );
  }
  return (
    <ul className="saved-list" aria-label={t("saved.listLabel")}>
      {items.map((item) => {
        const title = titleOf(item.kind, item.title);
        return (
          <li key={`${item.kind}-${item.id}`} className="saved-list__item">
            <p className="saved-list__kind">{t(OPPORTUNITY_KIND_INFO[item.kind].titleKeys.nav)}</p>
            <Heading className="saved-list__title">
              <Link to={opportunityPagePath(item.kind, item.id)}>{title}</Link>
            </Heading>
            <DeadlineBadge deadline={item.deadline} />
            <button
              type="button"
              className="saved-list__remove"
              onClick={() => {
                removeSaved(item.kind, item.id);
                void removeInAccount(item.kind, item.id);
              }}
            >
              {t("saved.remove")}
              <span className="visually-hidden">: {title}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
