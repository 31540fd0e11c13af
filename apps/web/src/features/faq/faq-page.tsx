import { PUBLIC_PAGES } from "@btw/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./faq.css";

const QUESTIONS = ["scholarship", "internship", "training", "jobs", "jobTypes", "data"] as const;

/**
 * An accordion of the browser's own disclosure elements: a question opens its answer before the
 * page's scripts have arrived, and without them. One `name` makes it exclusive: opening a question
 * closes the one that was open.
 */
export default function FaqPage() {
  const { t } = useTranslation("faq");
  useSitePageMeta("faqs");
  const baseId = useId();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="questions">
        <div className="faq">
          {QUESTIONS.map((key, index) => (
            <details key={key} className="faq__item" name={baseId} open={index === 0}>
              <summary className="faq__question" id={`${baseId}-${key}`}>
                <h2>{t(`items.${key}.question`)}</h2>
                <Icon name="chevronDown" size={20} className="faq__chevron" />
              </summary>
              <section aria-labelledby={`${baseId}-${key}`} className="faq__answer">
                <p>{t(`items.${key}.answer`)}</p>
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
