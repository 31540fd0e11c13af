import { OPPORTUNITY_KIND_INFO } from "@btw/contracts";
import { formatNumber } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatCounter } from "../../../components/stat-counter.tsx";
import { useOpenCounts } from "../api/get-open-counts.ts";
import "./opportunities.css";

/**
 * The live size of every opportunity list (the count its own page shows), each figure a link to
 * that list: the site shows only figures it can stand behind, never a round number someone typed.
 */
export function OpenFigures({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { t, i18n } = useTranslation();
  const counts = useOpenCounts();
  const format = (value: number) => formatNumber(value, i18n.language);
  return (
    <section className={`open-figures open-figures--${tone}`} aria-labelledby="open-figures-title">
      <div className="container">
        <h2 id="open-figures-title" className="open-figures__title">
          {t("figures.title")}
        </h2>
        <ul className="open-figures__list">
          {counts.map(({ kind, count }) => (
            <li key={kind}>
              <Link to={OPPORTUNITY_KIND_INFO[kind].page.path} className="open-figures__item">
                {count === undefined ? (
                  <span className="stat">
                    <span className="stat__value" aria-hidden="true">
                      …
                    </span>
                    <span className="stat__label">{t(`figures.${kind}`)}</span>
                  </span>
                ) : (
                  <StatCounter value={count} format={format} label={t(`figures.${kind}`)} />
                )}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
