import { ORGANISATION } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Icon, type IconName } from "../../components/icon.tsx";
import { PageHero } from "../../components/page-hero.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { SubscribeForm } from "../newsletter/components/subscribe-form.tsx";
import { GivingPanel } from "./components/giving-panel.tsx";
import "./donate.css";
import { gridStyle } from "../../components/grid-columns.ts";

const digits = (phone: string) => phone.replace(/[^\d+]/g, "");

export default function DonatePage() {
  const { t } = useTranslation("donate");
  useSitePageMeta("donate");
  const ways: Array<{ key: string; icon: IconName; href: string; value: string; external?: boolean }> = [
    { key: "phone", icon: "phone", href: `tel:${digits(ORGANISATION.phone)}`, value: ORGANISATION.phone },
    {
      key: "whatsapp",
      icon: "whatsapp",
      href: `https://wa.me/${digits(ORGANISATION.whatsapp).replace("+", "")}`,
      value: ORGANISATION.whatsapp,
      external: true,
    },
    { key: "email", icon: "mail", href: `mailto:${ORGANISATION.email}`, value: ORGANISATION.email },
  ];
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
      <Section id="ways" tone="sunken" title={t("ways.title")} intro={<p>{t("ways.intro")}</p>}>
        <ul className="grid donate-ways" style={gridStyle(ways.length)}>
          {ways.map((way) => (
            <li key={way.key} className="donate-way">
              <span className="donate-way__icon">
                <Icon name={way.icon} size={24} />
              </span>
              <h3>{t(`ways.${way.key}`)}</h3>
              <a href={way.href} {...(way.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {way.value}
              </a>
            </li>
          ))}
        </ul>
      </Section>
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
