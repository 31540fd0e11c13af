import { dialDigits } from "@btw/contracts";
import { formatOfficeHours, placeName } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../components/icon.tsx";
import { LazyMap } from "../../components/lazy-embed.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useOrganisation } from "../../lib/site-settings.ts";
import { FeedbackForm } from "./components/feedback-form.tsx";
import "./contact.css";
import { gridStyle } from "../../components/grid-columns.ts";

interface ContactCard {
  key: string;
  icon: IconName;
  text: string;
  link: { href: string; label: string };
}

export default function ContactPage() {
  const { t, i18n } = useTranslation("contact");
  useSitePageMeta("contact");
  const { email, phone, address, officeHours, registrationNumber } = useOrganisation();
  const office = address ? placeName(address, i18n.language) : undefined;
  // Only the ways to reach us that the organisation has set.
  const cards: ContactCard[] = [];
  if (email) {
    cards.push({
      key: "chat",
      icon: "chat",
      text: t("cards.chat.text"),
      link: { href: `mailto:${email}`, label: email },
    });
  }
  if (office) {
    const link = { href: "#map", label: t("cards.visit.link") };
    cards.push({ key: "visit", icon: "pin", text: t("cards.visit.text", { office }), link });
  }
  if (phone) {
    const hours = officeHours
      ? t("cards.call.text", { hours: formatOfficeHours(officeHours, i18n.language) })
      : "";
    cards.push({
      key: "call",
      icon: "phone",
      text: hours,
      link: { href: `tel:${dialDigits(phone)}`, label: phone },
    });
  }
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      {cards.length > 0 ? (
        <Section id="contact-cards">
          <ul className="grid contact-cards" style={gridStyle(cards.length)}>
            {cards.map((card) => (
              <li key={card.key} className="contact-card">
                <span className="contact-card__icon">
                  <Icon name={card.icon} size={24} />
                </span>
                <h2 className="contact-card__title">{t(`cards.${card.key}.title`)}</h2>
                {card.text ? <p>{card.text}</p> : null}
                <a href={card.link.href} className="contact-card__link">
                  {card.link.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="feedback" tone="sunken" title={t("feedback.title")} intro={<p>{t("feedback.intro")}</p>}>
        <div className="contact-layout">
          <div className="contact-layout__form">
            <span id="feedback-title" className="visually-hidden">
              {t("feedback.title")}
            </span>
            <FeedbackForm />
          </div>
          {address && office ? (
            <div id="map" className="contact-layout__map">
              <h2 className="visually-hidden">{t("map.title")}</h2>
              <LazyMap query={address} title={t("map.frameTitle", { office })} />
              <p className="contact-layout__address">
                <Icon name="pin" size={18} />
                {office}
              </p>
              {registrationNumber ? (
                <p className="contact-layout__registration">
                  {t("common:organisation.registration", { number: registrationNumber })}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      </Section>
    </>
  );
}
