import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Deferred } from "../../components/deferred.tsx";
import { Section } from "../../components/section.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { OpenFigures } from "../opportunities/components/open-figures.tsx";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { TestimonialsCarousel } from "../testimonials/components/testimonials-carousel.tsx";
import { DonateBanner } from "./components/donate-banner.tsx";
import { HomeHero } from "./components/home-hero.tsx";
import { NewsEvents } from "./components/news-events.tsx";
import { Offerings } from "./components/offerings.tsx";
import { QuickLinks } from "./components/quick-links.tsx";
import "./home.css";

export default function HomePage() {
  const { t } = useTranslation("home");
  useSitePageMeta("home");
  return (
    <>
      <HomeHero />
      <QuickLinks />
      {/* Each section below the first screen is drawn (and fetches its data) as the visitor scrolls
          towards it: a phone spends its first seconds only on what is on screen. */}
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
