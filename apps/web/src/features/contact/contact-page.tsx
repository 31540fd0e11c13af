import { ORGANISATION, SUPPORT_HOURS } from "@btw/contracts";
import { formatOfficeHours, placeName } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { MAP_QUERY } from "../../app/site-config.ts";
import { Icon, type IconName } from "../../components/icon.tsx";
import { LazyMap } from "../../components/lazy-embed.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { FeedbackForm } from "./components/feedback-form.tsx";
import "./contact.css";
import { gridStyle } from "../../components/grid-columns.ts";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

export default function ContactPage() {
  const { t, i18n } = useTranslation("contact");
  useSitePageMeta("contact");
  const office = placeName(ORGANISATION.office, i18n.language);
  const addisOffice = placeName(ORGANISATION.addisOffice, i18n.language);
  const cards: Array<{ key: string; icon: IconName; text: string; link: { href: string; label: string } }> = [
    {
      key: "chat",
      icon: "chat",
      text: t("cards.chat.text"),
      link: { href: `mailto:${ORGANISATION.email}`, label: ORGANISATION.email },
    },
    {
      key: "visit",
      icon: "pin",
      text: t("cards.visit.text", { office }),
      link: { href: "#map", label: t("cards.visit.link") },
    },
    {
      key: "call",
      icon: "phone",
      text: t("cards.call.text", { hours: formatOfficeHours(SUPPORT_HOURS, i18n.language) }),
      link: { href: `tel:${digits(ORGANISATION.phone)}`, label: ORGANISATION.phone },
    },
  ];
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="contact-cards">
        <ul className="grid contact-cards" style={gridStyle(cards.length)}>
          {cards.map((card) => (
            <li key={card.key} className="contact-card">
              <span className="contact-card__icon">
                <Icon name={card.icon} size={24} />
              </span>
              <h2 className="contact-card__title">{t(`cards.${card.key}.title`)}</h2>
              <p>{card.text}</p>
              <a href={card.link.href} className="contact-card__link">
                {card.link.label}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="feedback" tone="sunken" title={t("feedback.title")} intro={<p>{t("feedback.intro")}</p>}>
        <div className="contact-layout">
          <div className="contact-layout__form">
            <span id="feedback-title" className="visually-hidden">
              {t("feedback.title")}
            </span>
            <FeedbackForm />
          </div>
          <div id="map" className="contact-layout__map">
            <h2 className="visually-hidden">{t("map.title")}</h2>
            <LazyMap query={MAP_QUERY} title={t("map.frameTitle", { office })} />
            <p className="contact-layout__address">
              <Icon name="pin" size={18} />
              {office} · {addisOffice}
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}
