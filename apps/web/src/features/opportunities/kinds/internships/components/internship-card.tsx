import type { Internship } from "@btw/contracts";
import { formatDate } from "@btw/i18n";
import { useTranslation } from "react-i18next";
import { NotTranslatedNote, useFieldLang } from "../../../../../lib/content-language.tsx";
import { useLabelList, useListText } from "../../../../../lib/vocabulary.ts";
import { OpportunityCard } from "../../../components/opportunity-card.tsx";
import { internshipTexts } from "../internship-texts.ts";

/** An internship in the list: the companies, who may apply, when it opens and the first skills (in the page's language). */
export function InternshipCard({ internship }: { internship: Internship }) {
  const { t, i18n } = useTranslation("opportunities");
  const companies = useListText()(internship.company);
  const countries = useLabelList()("allCountries", internship.eligibilityCountries);
  const lang = useFieldLang(internship);
  return (
    <OpportunityCard
      kind="internships"
      id={internship.id}
      title={internship.title || internship.internshipCategory}
      titleLang={internship.title ? lang("title") : undefined}
      lines={[
        companies && { icon: "building", text: companies },
        countries && { icon: "pin", label: t("scholarships.eligibleCountries"), text: countries },
      ]}
      deadline={internship.deadline}
      facts={[
        internship.openDate
          ? t("internships.opens", { date: formatDate(internship.openDate, i18n.language) })
          : t("internships.openNow"),
        // Skills are not translated: the card shows them only in the page's language (the page says so).
        ...(lang("skill").lang ? [] : internship.skill.slice(0, 2)),
      ]}
      verified={internship.verifiedOrganisation}
      note={<NotTranslatedNote item={internship} fields={internshipTexts(internship)} />}
    />
  );
}
