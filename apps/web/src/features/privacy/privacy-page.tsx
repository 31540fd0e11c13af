import { AGE_NOTES, PUBLIC_PAGES, SITE_NAME } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactDetails } from "../../components/contact-details.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useOrganisation } from "../../lib/site-settings.ts";
import "./privacy.css";

const SECTIONS = [
  "collected",
  "use",
  "sharing",
  "security",
  "rights",
  "children",
  "thirdParty",
  "changes",
  "contact",
] as const;

/** The day this policy last changed: edit it with the policy's texts. */
const POLICY_UPDATED_ON = "2025-01-01";

export default function PrivacyPage() {
  const { t, i18n } = useTranslation("privacy");
  useSitePageMeta("privacy");
  const organisation = useOrganisation();
  const values = { ...AGE_NOTES, name: SITE_NAME };
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <div className="container privacy">
        <nav className="privacy__toc" aria-labelledby="privacy-toc">
          <h2 id="privacy-toc" className="privacy__toc-title">
            {t("toc")}
          </h2>
          <ol>
            {SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#${key}`}>{t(`sections.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose privacy__body">
          <p className="privacy__updated">
            {t("updated", { date: formatDate(POLICY_UPDATED_ON, i18n.language) })}
          </p>
          {SECTIONS.map((key, index) => {
            const pointsKey = `sections.${key}.points`;
            const points = i18n.exists(pointsKey, { ns: "privacy" })
              ? (t(pointsKey, { returnObjects: true, ...values }) as string[])
              : [];
            return (
              <section key={key} id={key} aria-labelledby={`${key}-title`}>
                <h2 id={`${key}-title`}>
                  {index + 1}. {t(`sections.${key}.title`)}
                </h2>
                <p>{t(`sections.${key}.text`, values)}</p>
                {Array.isArray(points) && points.length > 0 ? (
                  <ul>
                    {points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                ) : null}
                {key === "contact" ? (
                  <>
                    <ContactDetails organisation={organisation} />
                    {/* The site's own form: a way to write whatever details the operator set. */}
                    <p>
                      <Link to={PUBLIC_PAGES.contact.path}>{t("sections.contact.form")}</Link>
                    </p>
                  </>
                ) : null}
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}
