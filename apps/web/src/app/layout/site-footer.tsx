import { PUBLIC_PAGES, SITE_NAME } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactDetails } from "../../components/contact-details.tsx";
import { LogoMark } from "../../components/logo.tsx";
import { useOrganisation } from "../../lib/site-settings.ts";
import { useLayoutYear } from "./layout-data.ts";
import { FOOTER_COLUMNS } from "./nav-items.ts";
import "./site-footer.css";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <FooterContent />
    </footer>
  );
}

function FooterContent() {
  const { t } = useTranslation();
  const organisation = useOrganisation();
  const year = useLayoutYear();
  return (
    <>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <Link to={PUBLIC_PAGES.home.path} className="site-footer__brand">
            <LogoMark size={40} />
            <span>{SITE_NAME}</span>
          </Link>
          <p>{t("footer.blurb")}</p>
          <h2 className="site-footer__heading">{t("footer.channels")}</h2>
          <ContactDetails organisation={organisation} tone="dark" />
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
        <p>{t("footer.copyright", { year, name: SITE_NAME })}</p>
        <p>{t("footer.tagline")}</p>
      </div>
    </>
  );
}
