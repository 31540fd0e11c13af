import { resourceCategoryPath } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./components/resources.css";
import "./resources-pages.css";

const SOP_SAMPLES = ["engineering", "publicHealth", "business"] as const;

export default function AcademicCareerToolsPage() {
  const { t } = useTranslation("resources");
  useSitePageMeta("academicCareerTools");
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <>
      <PageHero
        eyebrow={t("academic.hero.eyebrow")}
        title={t("academic.hero.title")}
        lead={<p>{t("academic.hero.lead")}</p>}
      />
      <Section id="resume" eyebrow={t("academic.resume.eyebrow")} title={t("academic.resume.title")}>
        <div className="resource-section-grid">
          <div>
            <p className="lead">{t("academic.resume.text")}</p>
            <ul className="check-list">
              {list("academic.resume.points").map((point) => (
                <li key={point}>
                  <Icon name="check" size={18} />
                  {point}
                </li>
              ))}
            </ul>
            <ButtonLink to={resourceCategoryPath("resume-sample")}>{t("academic.resume.cta")}</ButtonLink>
          </div>
          <aside className="sample-sheet" aria-label={t("academic.resume.sampleLabel")}>
            <p className="sample-sheet__name">{t("academic.resume.sample.name")}</p>
            <p className="sample-sheet__role">{t("academic.resume.sample.role")}</p>
            {list("academic.resume.sample.lines").map((line) => (
              <p key={line} className="sample-sheet__line">
                {line}
              </p>
            ))}
          </aside>
        </div>
      </Section>
      <Section
        id="cover-letter"
        tone="sunken"
        eyebrow={t("academic.coverLetter.eyebrow")}
        title={t("academic.coverLetter.title")}
      >
        <p className="lead">{t("academic.coverLetter.text")}</p>
        <ol className="numbered-list">
          {list("academic.coverLetter.steps").map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <ButtonLink to={resourceCategoryPath("cover-letter")}>{t("academic.coverLetter.cta")}</ButtonLink>
      </Section>
      <Section
        id="sop"
        eyebrow={t("academic.sop.eyebrow")}
        title={t("academic.sop.title")}
        intro={<p>{t("academic.sop.text")}</p>}
      >
        <div className="expandables">
          {SOP_SAMPLES.map((key) => (
            <details key={key} className="expandable">
              <summary>
                <span>{t(`academic.sop.samples.${key}.title`)}</span>
                <Icon name="chevronDown" size={20} />
              </summary>
              <p>{t(`academic.sop.samples.${key}.text`)}</p>
            </details>
          ))}
        </div>
        <ButtonLink to={resourceCategoryPath("sop-sample")} variant="secondary">
          {t("academic.sop.cta")}
        </ButtonLink>
      </Section>
      <Section id="lor" tone="sunken" eyebrow={t("academic.lor.eyebrow")} title={t("academic.lor.title")}>
        <p className="lead">{t("academic.lor.text")}</p>
        <ul className="check-list">
          {list("academic.lor.points").map((point) => (
            <li key={point}>
              <Icon name="check" size={18} />
              {point}
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="personal-statement"
        tone="green"
        title={t("academic.personalStatement.title")}
        intro={<p>{t("academic.personalStatement.text")}</p>}
      >
        <ButtonLink to={resourceCategoryPath("personal-statement")} variant="gold" size="lg">
          {t("academic.personalStatement.cta")}
        </ButtonLink>
      </Section>
    </>
  );
}
