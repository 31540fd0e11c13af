import type { Scholarship } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { NotTranslatedNote, useFieldLang } from "../../../../../lib/content-language.tsx";
import { useLabelList, useVocabulary } from "../../../../../lib/vocabulary.ts";
import { OpportunityCard, siteHost } from "../../../components/opportunity-card.tsx";

/** A scholarship in the list: the provider's site, who may apply, its type, mode and fields of study. */
export function ScholarshipCard({ scholarship }: { scholarship: Scholarship }) {
  const { t } = useTranslation("opportunities");
  const label = useVocabulary();
  const labels = useLabelList();
  const lang = useFieldLang(scholarship);
  const host = siteHost(scholarship.URL);
  return (
    <OpportunityCard
      kind="scholarships"
      id={scholarship.id}
      title={scholarship.title}
      titleLang={lang("title")}
      note={<NotTranslatedNote item={scholarship} fields={["title"]} />}
      lines={[
        host && { icon: "globe", text: host },
        {
          icon: "pin",
          label: t("scholarships.eligibleCountries"),
          text: labels("allCountries", scholarship.eligibilityCountries) || t("scholarships.allCountries"),
        },
      ]}
      deadline={scholarship.deadline}
      facts={[
        label("scholarshipTypes", scholarship.scholarshipType),
        label("modesOfStudy", scholarship.modeOfStudy),
        labels("fieldsOfStudy", scholarship.fieldsOfStudy) || t("scholarships.anyField"),
      ]}
      verified={scholarship.verifiedOrganisation}
    />
  );
}
