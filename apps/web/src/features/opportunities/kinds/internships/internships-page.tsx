import { PUBLIC_PAGES } from "@btw/contracts";
import { HowToApply } from "../../components/how-to-apply.tsx";
import { OpenFigures } from "../../components/open-figures.tsx";
import { OpportunityListPage } from "../../components/opportunity-list-page.tsx";
import { internshipListAddress, useInternships } from "./api/get-internships.ts";
import { InternshipCard } from "./components/internship-card.tsx";

export default function InternshipsPage() {
  return (
    <OpportunityListPage
      kind="internships"
      address={internshipListAddress}
      useList={useInternships}
      items={(data) => data.internships}
      renderItem={(internship) => <InternshipCard internship={internship} />}
    >
      <OpenFigures />
      <HowToApply
        namespace="opportunities"
        prefix="internships.howToApply"
        ctaTo={PUBLIC_PAGES.submitResume.path}
      />
    </OpportunityListPage>
  );
}
