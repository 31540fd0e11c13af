import { STATIC_STATS } from "@btw/contracts";
import { formatNumber } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { StatCounter } from "../../../components/stat-counter.tsx";

export function StatsBand() {
  const { t, i18n } = useTranslation("home");
  const { scholarships, happyCustomers, network } = STATIC_STATS.home;
  return (
    <section className="stats-band" aria-labelledby="stats-title">
      <div className="container">
        <h2 id="stats-title" className="visually-hidden">
          {t("stats.title")}
        </h2>
        <div className="stats-band__grid">
          <StatCounter
            value={scholarships}
            format={(n) => `${formatNumber(n, i18n.language)}+`}
            label={t("stats.scholarships")}
          />
          <StatCounter value={happyCustomers} format={(n) => `${n}%`} label={t("stats.happy")} />
          <StatCounter
            value={network}
            format={(n) => `${Math.round(n / 1000)}k+`}
            label={t("stats.network")}
          />
        </div>
      </div>
    </section>
  );
}
