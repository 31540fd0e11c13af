import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { Icon, type IconName } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./services.css";
import { gridStyle } from "../../components/grid-columns.ts";

const SERVICES: Array<{ key: string; icon: IconName }> = [
  { key: "web", icon: "code" },
  { key: "mobile", icon: "phoneDevice" },
  { key: "ai", icon: "cpu" },
  { key: "content", icon: "video" },
  { key: "training", icon: "book" },
  { key: "partnership", icon: "handshake" },
  { key: "consulting", icon: "support" },
];

export default function ServicesPage() {
  const { t } = useTranslation("services");
  useSitePageMeta("services");
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="services-list" title={t("list.title")} intro={<p>{t("list.intro")}</p>}>
        <ul className="grid services-grid" style={gridStyle(SERVICES.length)}>
          {SERVICES.map((service) => (
            <li key={service.key} className="service-card">
              <span className="service-card__icon">
                <Icon name={service.icon} size={28} />
              </span>
              <h3>{t(`items.${service.key}.title`)}</h3>
              <p>{t(`items.${service.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="services-cta" tone="green" title={t("cta.title")} intro={<p>{t("cta.text")}</p>}>
        <ButtonLink to={PUBLIC_PAGES.contact.path} variant="gold" size="lg">
          {t("cta.button")}
        </ButtonLink>
      </Section>
    </>
  );
}
