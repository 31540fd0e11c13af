import { PUBLIC_PAGES } from "@btw/contracts";
import { HowToApply } from "../../components/how-to-apply.tsx";
import { OpenFigures } from "../../components/open-figures.tsx";
import { OpportunityListPage } from "../../components/opportunity-list-page.tsx";
import { scholarshipListAddress, useScholarships } from "./api/get-scholarships.ts";
import { ScholarshipCard } from "./components/scholarship-card.tsx";

export default function ScholarshipsPage() {
  return (
    <OpportunityListPage
      kind="scholarships"
      address={scholarshipListAddress}
      useList={useScholarships}
      items={(data) => data.scholarships}
      renderItem={(scholarship) => <ScholarshipCard scholarship={scholarship} />}
    >
      <OpenFigures />
      <HowToApply
        namespace="opportunities"
        prefix="scholarships.howToApply"
        ctaTo={PUBLIC_PAGES.academicCareerTools.path}
      />
    </OpportunityListPage>
  );
}
