import { dialDigits, type OrganisationContact } from "@btw/contracts";
import { formatOfficeHours, placeName } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "./icon.tsx";
import "./contact-details.css";

interface Detail {
  key: "address" | "phone" | "whatsapp" | "email" | "hours";
  icon: IconName;
  text: string;
  href?: string;
}

/** The organisation's details that are set, each as the reader's language writes it. */
export function contactDetailsOf(organisation: OrganisationContact, language: string): Detail[] {
  const { address, phone, whatsapp, email, officeHours } = organisation;
  const details: Array<Detail | undefined> = [
    address ? { key: "address", icon: "pin", text: placeName(address, language) } : undefined,
    phone ? { key: "phone", icon: "phone", text: phone, href: `tel:${dialDigits(phone)}` } : undefined,
    whatsapp
      ? {
          key: "whatsapp",
          icon: "whatsapp",
          text: whatsapp,
          href: `https://wa.me/${dialDigits(whatsapp).replace("+", "")}`,
        }
      : undefined,
    email ? { key: "email", icon: "mail", text: email, href: `mailto:${email}` } : undefined,
    officeHours ? { key: "hours", icon: "clock", text: formatOfficeHours(officeHours, language) } : undefined,
  ];
  return details.filter((detail) => detail !== undefined);
}

/**
 * How to reach the organisation, and its registration number: what the operator set (the ORG_*
 * settings), nothing made up. The footer and the about and privacy pages show it.
 */
export function ContactDetails({
  organisation,
  tone = "light",
}: {
  organisation: OrganisationContact;
  /** "dark": on the footer's dark green. */
  tone?: "light" | "dark";
}) {
  const { t, i18n } = useTranslation();
  const details = contactDetailsOf(organisation, i18n.language);
  if (details.length === 0 && !organisation.registrationNumber) return null;
  return (
    <address className={`contact-details contact-details--${tone}`}>
      <ul className="contact-details__list">
        {details.map((detail) => (
          <li key={detail.key} className="contact-details__item">
            <Icon name={detail.icon} size={18} className="contact-details__icon" />
            <span className="visually-hidden">{t(`organisation.${detail.key}`)}: </span>
            {detail.href ? (
              <a
                href={detail.href}
                {...(detail.href.startsWith("https:")
                  ? { target: "_blank", rel: "noopener noreferrer" }
                  : {})}
              >
                {detail.text}
                {detail.key === "whatsapp" ? (
                  <span className="visually-hidden"> {t("a11y.opensInNewTab")}</span>
                ) : null}
              </a>
            ) : (
              <span>{detail.text}</span>
            )}
          </li>
        ))}
      </ul>
      {organisation.registrationNumber ? (
        <p className="contact-details__registration">
          {t("organisation.registration", { number: organisation.registrationNumber })}
        </p>
      ) : null}
    </address>
  );
}
