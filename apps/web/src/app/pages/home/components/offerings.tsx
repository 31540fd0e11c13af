import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { gridStyle } from "../../../../components/grid-columns.ts";
import { Icon, type IconName } from "../../../../components/icon.tsx";
import { Section } from "../../../../components/section.tsx";

const OFFERINGS: Array<{ key: string; to: string; icon: IconName }> = [
  { key: "jobsInternships", to: PUBLIC_PAGES.internships.path, icon: "briefcase" },
  { key: "supportStartup", to: PUBLIC_PAGES.donate.path, icon: "rocket" },
  { key: "findDonors", to: PUBLIC_PAGES.donate.path, icon: "handshake" },
  { key: "training", to: PUBLIC_PAGES.training.path, icon: "book" },
];

export function Offerings() {
  const { t } = useTranslation("home");
  return (
    <Section
      id="offerings"
      eyebrow={t("offerings.eyebrow")}
      title={t("offerings.title")}
      intro={<p>{t("offerings.intro")}</p>}
    >
      <ul className="grid offerings" style={gridStyle(OFFERINGS.length)}>
        {OFFERINGS.map((offering) => (
          <li key={offering.key} className="offering">
            <span className="offering__icon">
              <Icon name={offering.icon} size={28} />
            </span>
            <h3 className="offering__title">{t(`offerings.items.${offering.key}.title`)}</h3>
            <p className="offering__text">{t(`offerings.items.${offering.key}.text`)}</p>
            <Link to={offering.to} className="card__more offering__link">
              {t(`offerings.items.${offering.key}.link`)}
              <Icon name="arrowRight" size={18} />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
