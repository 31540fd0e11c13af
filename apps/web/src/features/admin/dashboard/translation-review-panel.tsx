// The dashboard's panel for the native speakers' review: the Amharic and Afaan Oromo texts that
// changed (or are new) since reviewed-strings.json was last written. Loaded only here, so the
// catalogs it compares stay out of the console's first download.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import reviewed from "./reviewed-strings.json";
import {
  flattenCatalogs,
  type ReviewedHashes,
  type ReviewLanguage,
  type TextToReview,
  textsToReview,
} from "./translation-review.ts";

const LANGUAGES: readonly ReviewLanguage[] = ["om", "am"];
const catalogs = import.meta.glob<Record<string, unknown>>("../../../locales/{am,om}/*.json", {
  import: "default",
});

async function loadTextsToReview(language: ReviewLanguage): Promise<TextToReview[]> {
  const own = Object.entries(catalogs).filter(([path]) => path.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    own.map(async ([path, load]) => [path.replace(/^.*\/(.+)\.json$/, "$1"), await load()] as const),
  );
  return textsToReview(flattenCatalogs(Object.fromEntries(loaded)), (reviewed as ReviewedHashes)[language]);
}

export function TranslationReviewPanel() {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-panel" aria-labelledby="translation-review-title">
      <h2 className="admin-panel__title" id="translation-review-title">
        {t("translationReview.title")}
      </h2>
      <p>{t("translationReview.lead")}</p>
      {LANGUAGES.map((language) => (
        <LanguageReview key={language} language={language} />
      ))}
    </section>
  );
}

function LanguageReview({ language }: { language: ReviewLanguage }) {
  const { t } = useTranslation("admin");
  const texts = useQuery({
    queryKey: ["translation-review", language],
    queryFn: () => loadTextsToReview(language),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const name = t(`versions.languages.${language}`);
  if (!texts.data) return <p>{t("status.loading")}</p>;
  if (texts.data.length === 0) return <p>{t("translationReview.none", { language: name })}</p>;
  return (
    <details>
      <summary>{t("translationReview.count", { count: texts.data.length, language: name })}</summary>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t("translationReview.key")}</th>
            <th scope="col">{t("translationReview.text")}</th>
            <th scope="col">{t("translationReview.state")}</th>
          </tr>
        </thead>
        <tbody>
          {texts.data.map((item) => (
            <tr key={item.key}>
              <td>
                <code>{item.key}</code>
              </td>
              <td lang={language}>{item.text}</td>
              <td>{t(`translationReview.states.${item.state}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
