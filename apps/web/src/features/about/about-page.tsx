import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { ContactDetails } from "../../components/contact-details.tsx";
import { Icon, type IconName } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useOrganisation } from "../../lib/site-settings.ts";
import { TeamGrid } from "./components/team-grid.tsx";
import "./about.css";

const SERVICES: Array<{ key: string; icon: IconName }> = [
  { key: "web", icon: "code" },
  { key: "content", icon: "video" },
  { key: "mobile", icon: "phoneDevice" },
  { key: "ai", icon: "cpu" },
  { key: "training", icon: "book" },
  { key: "consulting", icon: "support" },
];
const VALUES = ["empowerment", "integrity", "excellence", "inclusivity", "collaboration"] as const;

export default function AboutPage() {
  const { t } = useTranslation("about");
  useSitePageMeta("about");
  const organisation = useOrganisation();
  return (
    <>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={<p>{t("hero.lead")}</p>}
        actions={
          <ButtonLink to={PUBLIC_PAGES.contact.path} variant="gold">
            {t("hero.cta")}
          </ButtonLink>
        }
        aside={
          <svg viewBox="0 0 400 300" width="400" height="300" className="about-hero__art" aria-hidden="true">
            <rect width="400" height="300" rx="24" fill="#fffdf7" fillOpacity="0.08" />
            <circle cx="300" cy="80" r="46" fill="#f0b73a" />
            {[0, 1, 2].map((index) => (
              <g key={index} transform={`translate(${70 + index * 95} ${150 - (index % 2) * 20})`}>
                <circle cx="40" cy="30" r="26" fill={index === 1 ? "#f8dd9c" : "#dcefe5"} />
                <path d="M0 130c0-38 18-62 40-62s40 24 40 62z" fill={index === 1 ? "#f0b73a" : "#2a8f6a"} />
              </g>
            ))}
            <path d="M0 250 C120 220 260 270 400 235 V300 H0Z" fill="#2a8f6a" fillOpacity="0.6" />
          </svg>
        }
      />
      <Section id="what-we-do" eyebrow={t("services.eyebrow")} title={t("services.title")}>
        <ul className="about-services">
          {SERVICES.map((service) => (
            <li key={service.key} className="about-service">
              <span className="about-service__icon">
                <Icon name={service.icon} size={24} />
              </span>
              <div>
                <h3>{t(`services.items.${service.key}.title`)}</h3>
                <p>{t(`services.items.${service.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="values"
        eyebrow={t("values.eyebrow")}
        title={t("values.title")}
        tone="green"
        className="about-values"
      >
        <ul className="about-values__list">
          {VALUES.map((value) => (
            <li key={value} className="about-value">
              <Icon name="star" size={22} />
              <h3>{t(`values.items.${value}.title`)}</h3>
              <p>{t(`values.items.${value}.text`)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="vision-mission" title={t("visionMission.title")}>
        <div className="about-vm">
          <article className="about-vm__card">
            <p className="eyebrow">{t("visionMission.visionEyebrow")}</p>
            <h3>{t("visionMission.visionTitle")}</h3>
            <p>{t("visionMission.vision")}</p>
          </article>
          <article className="about-vm__card about-vm__card--gold">
            <p className="eyebrow">{t("visionMission.missionEyebrow")}</p>
            <h3>{t("visionMission.missionTitle")}</h3>
            <p>{t("visionMission.mission")}</p>
          </article>
        </div>
      </Section>
      <Section
        id="team"
        eyebrow={t("team.eyebrow")}
        title={t("team.title")}
        intro={<p>{t("team.intro")}</p>}
        tone="sunken"
      >
        <TeamGrid />
      </Section>
      <Section id="reach-us" title={t("common:footer.channels")}>
        <ContactDetails organisation={organisation} />
      </Section>
    </>
  );
}
