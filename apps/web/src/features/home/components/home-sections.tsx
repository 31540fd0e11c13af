import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Deferred } from "../../../components/deferred.tsx";
import { Section } from "../../../components/section.tsx";
import { ClosingSoonSection } from "../../listing/components/closing-soon-section.tsx";
import { OpenFigures } from "../../opportunities/components/open-figures.tsx";
import { HowToApply } from "../../resources/components/how-to-apply.tsx";
import { TestimonialsCarousel } from "../../testimonials/components/testimonials-carousel.tsx";
import { DonateBanner } from "./donate-banner.tsx";
import { NewsEvents } from "./news-events.tsx";
import { Offerings } from "./offerings.tsx";

/**
 * The home page below its first screen: loaded as its own script when the visitor nears it, and
 * each section then drawn (and its data fetched) as the visitor scrolls towards it.
 */
export default function HomeSections() {
  const { t } = useTranslation("home");
  return (
    <>
      <Deferred minHeight="30rem">
        <ClosingSoonSection />
      </Deferred>
      <Deferred minHeight="40rem">
        <Offerings />
      </Deferred>
      <Deferred minHeight="20rem">
        <DonateBanner />
      </Deferred>
      <Deferred minHeight="40rem">
        <NewsEvents />
      </Deferred>
      <Deferred minHeight="40rem">
        <HowToApply namespace="home" ctaTo={PUBLIC_PAGES.scholarships.path} />
      </Deferred>
      <Deferred minHeight="20rem">
        <OpenFigures tone="dark" />
      </Deferred>
      <Deferred minHeight="30rem">
        <Section
          id="testimonials"
          eyebrow={t("testimonials.eyebrow")}
          title={t("testimonials.title")}
          tone="gold"
        >
          <TestimonialsCarousel label={t("testimonials.carouselLabel")} />
        </Section>
      </Deferred>
    </>
  );
}
