import { useTranslation } from "react-i18next";
import { Icon } from "../../../../components/icon.tsx";
import { SubscribeForm } from "../../../../features/newsletter/components/subscribe-form.tsx";

export function HomeHero() {
  const { t } = useTranslation("home");
  return (
    <header className="home-hero">
      <div className="container home-hero__inner">
        <div className="home-hero__text">
          <p className="eyebrow home-hero__eyebrow">{t("hero.eyebrow")}</p>
          <h1 className="home-hero__title">{t("hero.title")}</h1>
          <p className="home-hero__lead">{t("hero.lead")}</p>
          <SubscribeForm
            id="hero-email"
            source="home"
            tone="dark"
            submitLabel={t("common:newsletter.submit")}
          />
          <p className="home-hero__note">{t("hero.note")}</p>
        </div>
        <div className="home-hero__card" aria-hidden="true">
          <div className="home-hero__badge">
            <Icon name="cap" size={28} />
            <span>
              <strong>{t("hero.badgeTitle")}</strong>
              {t("hero.badgeText")}
            </span>
          </div>
          <svg viewBox="0 0 360 300" width="360" height="300" className="home-hero__art" aria-hidden="true">
            <path d="M0 230 C70 190 120 210 180 180 C240 150 300 190 360 170 V300 H0Z" fill="#2a8f6a" />
            <path d="M0 260 C80 235 150 255 220 235 C280 218 320 240 360 232 V300 H0Z" fill="#146149" />
            <g transform="translate(92 118)">
              <path d="M60 0 L120 28 L60 56 L0 28Z" fill="#fffdf7" />
              <path d="M26 44 v30 c0 10 68 10 68 0 v-30 l-34 16z" fill="#fffdf7" fillOpacity="0.9" />
              <path d="M114 30 v34" stroke="#f0b73a" strokeWidth="5" strokeLinecap="round" />
              <circle cx="114" cy="68" r="6" fill="#f0b73a" />
            </g>
          </svg>
        </div>
      </div>
    </header>
  );
}
