import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { gridStyle } from "../../components/grid-columns.ts";
import { Icon, type IconName } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./startup-support.css";

const OFFERS: Array<{ key: string; icon: IconName }> = [
  { key: "seedFunding", icon: "rocket" },
  { key: "mentorship", icon: "users" },
  { key: "pitchDays", icon: "star" },
  { key: "training", icon: "book" },
  { key: "connections", icon: "handshake" },
];
const STEPS = ["write", "talk", "start"] as const;

/** What Born To Win offers young founders and how they ask for it (the home page's "Business" link). */
export default function StartupSupportPage() {
  const { t } = useTranslation("startup");
  useSitePageMeta("startupSupport");
  const contact = (
    <ButtonLink to={PUBLIC_PAGES.contact.path} variant="gold" size="lg">
      {t("cta.button")}
    </ButtonLink>
  );
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={<p>{t("hero.lead")}</p>}
        actions={contact}
      />
      <Section id="startup-offers" title={t("offers.title")} intro={<p>{t("offers.intro")}</p>}>
        <ul className="grid startup-offers" style={gridStyle(OFFERS.length)}>
          {OFFERS.map((offer) => (
            <li key={offer.key} className="startup-offer">
              <span className="startup-offer__icon">
                <Icon name={offer.icon} size={26} />
              </span>
              <h3>{t(`offers.items.${offer.key}.title`)}</h3>
              <p>{t(`offers.items.${offer.key}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="startup-who" tone="sunken" title={t("who.title")}>
        <p className="startup-who">{t("who.text")}</p>
      </Section>
      <Section id="startup-steps" title={t("steps.title")}>
        <ol className="startup-steps">
          {STEPS.map((step) => (
            <li key={step} className="startup-step">
              <h3>{t(`steps.items.${step}.title`)}</h3>
              <p>{t(`steps.items.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="startup-cta" tone="green" title={t("cta.title")} intro={<p>{t("cta.text")}</p>}>
        <div className="startup-cta">
          {contact}
          <ButtonLink to={PUBLIC_PAGES.donate.path} variant="inverse" size="lg">
            {t("cta.back")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
