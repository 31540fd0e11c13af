import { PUBLIC_PAGES, type PublicPageKey } from "@btw/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./faq.css";

/** Each question, and the pages its answer speaks of (named as the menu or the footer names them). */
const QUESTIONS: ReadonlyArray<{
  key: string;
  pages: ReadonlyArray<{ page: PublicPageKey; label: string }>;
}> = [
  { key: "scholarship", pages: [{ page: "scholarships", label: "nav.scholarships" }] },
  { key: "internship", pages: [{ page: "internships", label: "nav.internships" }] },
  { key: "training", pages: [{ page: "training", label: "nav.training" }] },
  {
    key: "jobs",
    pages: [
      { page: "jobs", label: "nav.jobs" },
      { page: "submitResume", label: "footer.links.submitCv" },
    ],
  },
  { key: "jobTypes", pages: [{ page: "jobs", label: "nav.jobs" }] },
  { key: "data", pages: [{ page: "privacy", label: "footer.links.privacy" }] },
];

/**
 * An accordion of the browser's own disclosure elements: a question opens its answer before the
 * page's scripts have arrived, and without them. One `name` makes it exclusive: opening a question
 * closes the one that was open.
 */
export default function FaqPage() {
  const { t } = useTranslation("faq");
  const words = useTranslation().t;
  useSitePageMeta("faqs");
  const baseId = useId();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="questions">
        <div className="faq">
          {QUESTIONS.map(({ key, pages }, index) => (
            <details key={key} className="faq__item" name={baseId} open={index === 0}>
              <summary className="faq__question" id={`${baseId}-${key}`}>
                <h2>{t(`items.${key}.question`)}</h2>
                <Icon name="chevronDown" size={20} className="faq__chevron" />
              </summary>
              <section aria-labelledby={`${baseId}-${key}`} className="faq__answer">
                <p>{t(`items.${key}.answer`)}</p>
                <ul className="faq__links">
                  {pages.map(({ page, label }) => (
                    <li key={page}>
                      <Link to={PUBLIC_PAGES[page].path}>
                        {words(label)}
                        <Icon name="arrowRight" size={16} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            </details>
          ))}
        </div>
        <div className="faq__more">
          <p>{t("more.text")}</p>
          <ButtonLink to={PUBLIC_PAGES.contact.path} variant="secondary">
            {t("more.button")}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
