// The compact card of the four opportunity lists, made for a phone: about 200 px tall at 390 px wide,
// with the title, who offers it, where, the deadline, and a row of facts led by the days left. The
// whole card opens the listing through one real link, the title's, stretched over the card; Save
// sits above that link (not inside it), and every target is at least 44 px.

import type { OpportunityKind } from "@btw/contracts";
import { opportunityPagePath } from "@btw/contracts";
import { formatDateInBothCalendars, type Language } from "@btw/i18n";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../components/card.tsx";
import { Icon, type IconName } from "../../../components/icon.tsx";
import { daysLeft, deadlineState } from "../../../lib/format.ts";
import { useOpportunityTitle } from "../../../lib/vocabulary.ts";
import { VerifiedBadge } from "../listing/components/listing-safety.tsx";
import { SaveButton } from "../saved/components/save-button.tsx";
import "./opportunity-card.css";

/** One line under the title: who offers it, or where. Cut to one line; a label may stand before it. */
interface CardLine {
  icon: IconName;
  text: string;
  label?: string;
  lang?: Language;
}

interface OpportunityCardProps {
  kind: OpportunityKind;
  id: number;
  /** The title as stored (Save keeps it so); the card shows it in the page's language. */
  title: string;
  /** `lang` of the title, when it is written in another language than the page's. */
  titleLang?: { lang?: Language };
  /** Who offers it, where: empty lines are left out. */
  lines: Array<CardLine | "" | null | false | undefined>;
  deadline: string | null;
  /** Two or three short facts (type, mode, skills...); the first is the highlighted one. */
  facts: Array<string | null | false | undefined>;
  verified?: boolean | undefined;
  /** A note under the title ("not yet translated"). */
  note?: ReactNode;
}

export function OpportunityCard({
  kind,
  id,
  title,
  titleLang,
  lines,
  deadline,
  facts,
  verified,
  note,
}: OpportunityCardProps) {
  const shown = useOpportunityTitle()(kind, title);
  const factTexts = facts.filter((fact): fact is string => Boolean(fact));
  return (
    <Card className="opp-card">
      <div className="opp-card__top">
        <h3 className="card__title opp-card__title" {...titleLang}>
          <Link to={opportunityPagePath(kind, id)} className="opp-card__link">
            {shown}
          </Link>
        </h3>
        <SaveButton kind={kind} id={id} title={title} deadline={deadline} iconOnly />
      </div>
      {note}
      {lines.map((line) =>
        line ? (
          <p key={`${line.icon}-${line.text}`} className="opp-card__line">
            <Icon name={line.icon} size={16} />
            <span lang={line.lang}>
              {line.label ? <span className="opp-card__label">{line.label}: </span> : null}
              {line.text}
            </span>
          </p>
        ) : null,
      )}
      <CardDeadline deadline={deadline} />
      <ul className="opp-card__facts">
        <DaysLeft deadline={deadline} />
        {verified ? (
          <li className="opp-card__verified">
            <VerifiedBadge verified />
          </li>
        ) : null}
        {factTexts.map((fact, index) => (
          <li key={fact} className={index === 0 ? "tag tag--gold" : "tag"}>
            {fact}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * The deadline in both calendars: Amharic and Afaan Oromo dates carry both, English adds the
 * Ethiopian one. A date is never cut short.
 */
function CardDeadline({ deadline }: { deadline: string | null }) {
  const { t, i18n } = useTranslation();
  const date = deadline ? formatDateInBothCalendars(deadline, i18n.language, { style: "short" }) : undefined;
  return (
    <p className="opp-card__line opp-card__deadline">
      <Icon name="clock" size={16} />
      {deadline ? (
        <span>
          <span className="visually-hidden">{t("opportunity.deadline")}: </span>
          <time dateTime={deadline}>{date}</time>
        </span>
      ) : (
        <span>{t("opportunity.noDeadline")}</span>
      )}
    </p>
  );
}

/** The days left before the deadline, the facts' first: red once it is closing soon. */
function DaysLeft({ deadline }: { deadline: string | null }) {
  const { t } = useTranslation();
  const state = deadlineState(deadline);
  if (!deadline || (state !== "open" && state !== "closingSoon")) return null;
  const soon = state === "closingSoon";
  return (
    <li className={soon ? "tag tag--red opp-card__left" : "tag opp-card__left"}>
      {soon ? <span className="visually-hidden">{t("opportunity.closingSoon")}: </span> : null}
      {t("opportunity.daysLeft", { count: daysLeft(deadline) })}
    </li>
  );
}

/** The host of a listing's link ("daad.de"): whose site the reader applies on. */
export function siteHost(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname.replace(/^www\./, "") || undefined;
  } catch {
    return undefined;
  }
}
