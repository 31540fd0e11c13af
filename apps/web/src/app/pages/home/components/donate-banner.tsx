import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../../components/button.tsx";
import { Icon } from "../../../../components/icon.tsx";

export function DonateBanner() {
  const { t } = useTranslation("home");
  return (
    <section className="donate-banner" aria-labelledby="donate-banner-title">
      <div className="container donate-banner__inner">
        <div>
          <h2 id="donate-banner-title" className="donate-banner__title">
            {t("donateBanner.title")}
          </h2>
          <p className="donate-banner__text">{t("donateBanner.text")}</p>
        </div>
        <ButtonLink to={PUBLIC_PAGES.donate.path} variant="gold" size="lg">
          <Icon name="heart" size={20} />
          {t("donateBanner.cta")}
        </ButtonLink>
      </div>
    </section>
  );
}
