import { useTranslation } from "react-i18next";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { ResumeForm } from "./components/resume-form.tsx";
import "./resume.css";

export default function SubmitResumePage() {
  const { t } = useTranslation("resume");
  useSitePageMeta("submitResume");
  const points = t("aside.points", { returnObjects: true }) as string[];
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <div className="container resume-layout">
        <section className="resume-layout__form" aria-labelledby="resume-form-title">
          <h2 id="resume-form-title">{t("form.title")}</h2>
          <p className="resume-layout__required">{t("form.requiredNote")}</p>
          <ResumeForm />
        </section>
        <aside className="resume-layout__aside">
          <h2>{t("aside.title")}</h2>
          <ul className="resume-aside-list">
            {points.map((point) => (
              <li key={point}>
                <Icon name="check" size={18} />
                {point}
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
