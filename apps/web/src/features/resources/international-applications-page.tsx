import { resourceCategoryPath, TEST_FEES } from "@btw/contracts";
import { formatUsdFee } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { ContactMessageForm } from "./components/contact-message-form.tsx";
import "../../components/detail-list.css";
import "./components/resources.css";
import "./resources-pages.css";
import { gridStyle } from "../../components/grid-columns.ts";

const TESTS = ["toefl", "ielts", "duolingo"] as const;

export default function InternationalApplicationsPage() {
  const { t, i18n } = useTranslation("resources");
  useSitePageMeta("internationalApplications");
  return (
    <>
      <PageHero
        eyebrow={t("international.hero.eyebrow")}
        title={t("international.hero.title")}
        lead={<p>{t("international.hero.lead")}</p>}
      />
      <Section
        id="tests"
        title={t("international.tests.title")}
        intro={<p>{t("international.tests.intro")}</p>}
      >
        <ul className="grid" style={gridStyle(TESTS.length)}>
          {TESTS.map((test) => (
            <li key={test} className="test-card">
              <h3>{t(`international.tests.items.${test}.name`)}</h3>
              <p>{t(`international.tests.items.${test}.text`)}</p>
              <dl className="detail-list">
                <div>
                  <dt>{t("international.tests.fee")}</dt>
                  <dd>{formatUsdFee(TEST_FEES[test], i18n.language)}</dd>
                </div>
                <div>
                  <dt>{t("international.tests.results")}</dt>
                  <dd>{t(`international.tests.items.${test}.results`)}</dd>
                </div>
                <div>
                  <dt>{t("international.tests.format")}</dt>
                  <dd>{t(`international.tests.items.${test}.format`)}</dd>
                </div>
              </dl>
              <ButtonLink
                to={resourceCategoryPath(test)}
                variant="secondary"
                size="sm"
                aria-label={t("international.tests.sampleFor", {
                  name: t(`international.tests.items.${test}.name`),
                })}
              >
                {t("international.tests.sample")}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="help"
        tone="sunken"
        title={t("international.contact.title")}
        intro={<p>{t("international.contact.intro")}</p>}
      >
        <div className="resource-section-grid">
          <div className="contact-form-card">
            <ContactMessageForm />
          </div>
          <ul className="check-list">
            {(t("international.contact.points", { returnObjects: true }) as string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
