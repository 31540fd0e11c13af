// A first visit's suggestion: when the browser prefers Amharic or Oromo and the page is in another
// language, a small banner in the suggested language offers the same page in it. It never moves the
// reader; "No, thanks" remembers the language they are reading, so it does not come back.
import type { Language } from "@btw/i18n";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { catalogIn } from "../../lib/i18n.ts";
import { rememberLanguage } from "../../lib/language-choice.ts";
import { addressIn } from "../../lib/localized-link.ts";
import "./language-suggestion.css";

interface LanguageSuggestionProps {
  suggested: Language;
  current: Language;
}

export default function LanguageSuggestion({ suggested, current }: LanguageSuggestionProps) {
  const location = useLocation();
  const [t, setT] = useState<TFunction | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let live = true;
    catalogIn(suggested, "language").then(
      (translate) => live && setT(() => translate),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [suggested]);

  if (!t || dismissed) return null;
  return (
    <aside className="language-suggestion" lang={suggested} aria-label={t("suggestion.label")}>
      <div className="container language-suggestion__inner">
        <Icon name="globe" size={18} />
        <p className="language-suggestion__text">{t("suggestion.text")}</p>
        <a
          className="language-suggestion__switch"
          href={addressIn(location, suggested)}
          hrefLang={suggested}
          onClick={() => rememberLanguage(suggested)}
        >
          {t("suggestion.switch")}
        </a>
        <button
          type="button"
          className="language-suggestion__dismiss"
          onClick={() => {
            rememberLanguage(current);
            setDismissed(true);
          }}
        >
          {t("suggestion.dismiss")}
        </button>
      </div>
    </aside>
  );
}
