// The header's language menu: each language is a real link to the same page with its query, written
// in that language's own name. Following one loads that address (its language's catalogs only) and
// remembers the choice. On wide screens it is a disclosure in the row; in the phone menu its links
// stand in one line, so a reader can change the language before the app's scripts arrive, or
// without them (site-header.css).
import { LANGUAGE_DETAILS, type Language, SUPPORTED_LANGUAGES } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { rememberLanguage } from "../../lib/language-choice.ts";
import { addressIn } from "../../lib/localized-link.ts";

interface LanguageSwitcherProps {
  /** The id the disclosure's button and list are named from. */
  id: string;
  open: boolean;
  onToggle: () => void;
}

export function LanguageSwitcher({ id, open, onToggle }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = i18n.language as Language;
  return (
    <li
      className="site-nav__item site-nav__item--menu site-nav__item--language"
      data-open={open || undefined}
    >
      <button
        type="button"
        id={`${id}-toggle`}
        className="site-nav__link site-nav__menu-toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        <span className="visually-hidden">
          {t("nav.language")}: <span lang={current}>{LANGUAGE_DETAILS[current].nativeName}</span>
        </span>
        {/* What the eye reads: the language's short code (screen readers hear its name). */}
        <span className="site-nav__language-code" aria-hidden="true">
          {current.toUpperCase()}
        </span>
        <Icon name="chevronDown" size={16} className="site-nav__chevron" />
      </button>
      <Icon name="globe" size={18} className="site-nav__languages-globe" />
      <ul
        id={id}
        className="site-nav__submenu site-nav__submenu--end site-nav__languages"
        aria-label={t("nav.language")}
      >
        {SUPPORTED_LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={addressIn(location, language)}
              hrefLang={language}
              lang={language}
              className="site-nav__sublink"
              aria-current={language === current ? "true" : undefined}
              onClick={() => rememberLanguage(language)}
            >
              {LANGUAGE_DETAILS[language].nativeName}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
