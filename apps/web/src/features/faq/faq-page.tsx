import { PUBLIC_PAGES } from "@btw/contracts";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import "./faq.css";

const QUESTIONS = ["scholarship", "internship", "training", "jobs", "jobTypes", "data"] as const;

/** An accordion of disclosure buttons: each answer is a region labelled by its question. */
export default function FaqPage() {
  const { t } = useTranslation("faq");
  useSitePageMeta("faqs");
  const [open, setOpen] = useState<string | null>(QUESTIONS[0]);
  const baseId = useId();
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <Section id="questions">
        <div className="faq">
          {QUESTIONS.map((key) => {
            const expanded = open === key;
            return (
              <div key={key} className="faq__item" data-open={expanded || undefined}>
                <h2 className="faq__question">
                  <button
                    type="button"
                    id={`${baseId}-${key}-button`}
                    aria-expanded={expanded}
                    aria-controls={`${baseId}-${key}-panel`}
                    onClick={() => setOpen(expanded ? null : key)}
                  >
                    <span>{t(`items.${key}.question`)}</span>
                    <Icon name="chevronDown" size={20} className="faq__chevron" />
                  </button>
                </h2>
                <section
                  id={`${baseId}-${key}-panel`}
                  aria-labelledby={`${baseId}-${key}-button`}
                  className="faq__answer"
                  hidden={!expanded}
                >
                  <p>{t(`items.${key}.answer`)}</p>
                </section>
              </div>
            );
          })}
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
