import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "../../../../components/icon.tsx";

const LINKS: Array<{ key: string; to: string; icon: IconName }> = [
  { key: "scholarships", to: PUBLIC_PAGES.scholarships.path, icon: "cap" },
  { key: "business", to: PUBLIC_PAGES.startupSupport.path, icon: "rocket" },
  { key: "jobs", to: PUBLIC_PAGES.jobs.path, icon: "briefcase" },
];

/** The three-link band under the hero: scholarships, business and jobs. */
export function QuickLinks() {
  const { t } = useTranslation("home");
  return (
    <nav className="quick-links" aria-label={t("quickLinks.label")}>
      <ul className="container quick-links__list">
        {LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className="quick-links__link">
              <span className="quick-links__icon">
                <Icon name={link.icon} size={26} />
              </span>
              <span>
                <strong>{t(`quickLinks.${link.key}.title`)}</strong>
                <span className="quick-links__text">{t(`quickLinks.${link.key}.text`)}</span>
              </span>
              <Icon name="arrowRight" size={20} className="quick-links__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
