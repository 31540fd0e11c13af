import { COPYRIGHT_YEAR, ORGANISATION, PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon, type IconName } from "../../components/icon.tsx";
import { LogoMark } from "../../components/logo.tsx";
import { FOOTER_COLUMNS } from "./nav-items.ts";
import "./site-footer.css";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** Only channels that really reach the organisation (the old footer's social icons led nowhere). */
const CONTACT_CHANNELS: Array<{ key: string; icon: IconName; href: string }> = [
  { key: "email", icon: "mail", href: `mailto:${ORGANISATION.email}` },
  { key: "phone", icon: "phone", href: `tel:${digits(ORGANISATION.phone)}` },
  {
    key: "whatsapp",
    icon: "whatsapp",
    href: `https://wa.me/${digits(ORGANISATION.whatsapp).replace("+", "")}`,
  },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  return (
    <>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={PUBLIC_PAGES.home.path} className="site-footer__brand">
            <LogoMark size={40} />
            <span>{ORGANISATION.name}</span>
          </Link>
          <p>{t("footer.blurb")}</p>
          <ul className="site-footer__channels" aria-label={t("footer.channels")}>
            {CONTACT_CHANNELS.map((channel) => (
              <li key={channel.key}>
                <a
                  href={channel.href}
                  className="site-footer__channel"
                  {...(channel.href.startsWith("http")
                    ? { target: "_blank", rel: "noopener noreferrer" }
                    : {})}
                >
                  <Icon name={channel.icon} size={20} />
                  <span className="visually-hidden">{t(`footer.channel.${channel.key}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.key} className="site-footer__column" aria-labelledby={`footer-${column.key}`}>
            <h2 id={`footer-${column.key}`} className="site-footer__heading">
              {t(`footer.columns.${column.key}`)}
            </h2>
            <ul className="site-footer__links">
              {column.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to}>{t(`footer.links.${link.key}`)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__bottom">
        <p>{t("footer.copyright", { year: COPYRIGHT_YEAR, name: ORGANISATION.name })}</p>
        <p>{t("footer.tagline")}</p>
      </div>
    </>
  );
}
