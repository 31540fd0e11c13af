import { useTranslation } from "react-i18next";
import { contactDetailsOf } from "../../components/contact-details.tsx";
import { Icon } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { GivingPanel } from "../../features/donate/components/giving-panel.tsx";
import { SubscribeForm } from "../../features/newsletter/components/subscribe-form.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { useOrganisation } from "../../lib/site-settings.ts";
import "../../features/donate/donate.css";
import { gridStyle } from "../../components/grid-columns.ts";

/** Ways to give beside the form (spec: office phone, WhatsApp, email), those the organisation has set. */
const WAYS = new Set(["phone", "whatsapp", "email"]);

export default function DonatePage() {
  const { t, i18n } = useTranslation("donate");
  useSitePageMeta("donate");
  const ways = contactDetailsOf(useOrganisation(), i18n.language).filter((way) => WAYS.has(way.key));
  const impact = t("impact.items", { returnObjects: true }) as Array<{ amount: string; text: string }>;
  return (
    <>
      <PageHero eyebrow={t("hero.eyebrow")} title={t("hero.title")} lead={<p>{t("hero.lead")}</p>} />
      <div className="container donate-layout">
        <section className="donate-layout__form" aria-labelledby="donate-form-title">
          <h2 id="donate-form-title">{t("form.title")}</h2>
          <GivingPanel />
        </section>
        <aside className="donate-layout__aside">
          <h2>{t("impact.title")}</h2>
          <ul className="donate-impact">
            {impact.map((item) => (
              <li key={item.amount}>
                <strong>{item.amount}</strong>
                <span>{item.text}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {ways.length > 0 ? (
        <Section id="ways" tone="sunken" title={t("ways.title")} intro={<p>{t("ways.intro")}</p>}>
          <ul className="grid donate-ways" style={gridStyle(ways.length)}>
            {ways.map((way) => (
              <li key={way.key} className="donate-way">
                <span className="donate-way__icon">
                  <Icon name={way.icon} size={24} />
                </span>
                <h3>{t(`ways.${way.key}`)}</h3>
                <a
                  href={way.href}
                  {...(way.href?.startsWith("https:")
                    ? { target: "_blank", rel: "noopener noreferrer" }
                    : {})}
                >
                  {way.text}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section id="join" tone="green" title={t("join.title")} intro={<p>{t("join.text")}</p>}>
        <SubscribeForm
          id="join-email"
          source="donate"
          tone="dark"
          submitLabel={t("common:newsletter.join")}
        />
      </Section>
    </>
  );
}
