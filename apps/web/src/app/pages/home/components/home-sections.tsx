import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Section } from "../../../../components/section.tsx";
import { HowToApply } from "../../../../features/opportunities/components/how-to-apply.tsx";
import { OpenFigures } from "../../../../features/opportunities/components/open-figures.tsx";
import { ClosingSoonSection } from "../../../../features/opportunities/listing/components/closing-soon-section.tsx";
import { TestimonialsCarousel } from "../../../../features/testimonials/components/testimonials-carousel.tsx";
import { DonateBanner } from "./donate-banner.tsx";
import { NewsEvents } from "./news-events.tsx";
import { Offerings } from "./offerings.tsx";

/**
 * The home page below its first screen, a script of its own (home-page.tsx).
 */
export default function HomeSections() {
  const { t } = useTranslation("home");
  return (
    <>
      <ClosingSoonSection />
      <Offerings />
      <DonateBanner />
      <NewsEvents />
      <HowToApply namespace="home" ctaTo={PUBLIC_PAGES.scholarships.path} />
      <OpenFigures tone="dark" />
      <Section
        id="testimonials"
        eyebrow={t("testimonials.eyebrow")}
        title={t("testimonials.title")}
        tone="gold"
      >
        <TestimonialsCarousel label={t("testimonials.carouselLabel")} />
      </Section>
    </>
  );
}
