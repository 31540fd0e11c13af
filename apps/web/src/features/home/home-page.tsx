import { useTranslation } from "react-i18next";
import { Deferred } from "../../components/deferred.tsx";
import { Section } from "../../components/section.tsx";
import { usePageMeta } from "../../lib/page-meta.ts";
import { HowToApply } from "../resources/components/how-to-apply.tsx";
import { TestimonialsCarousel } from "../testimonials/components/testimonials-carousel.tsx";
import { DonateBanner } from "./components/donate-banner.tsx";
import { HomeHero } from "./components/home-hero.tsx";
import { NewsEvents } from "./components/news-events.tsx";
import { Offerings } from "./components/offerings.tsx";
import { QuickLinks } from "./components/quick-links.tsx";
import { StatsBand } from "./components/stats-band.tsx";
import "./home.css";

export default function HomePage() {
  const { t } = useTranslation("home");
  usePageMeta({ title: t("home:meta.home.title"), description: t("home:meta.home.description"), path: "/" });
  return (
    <>
      <HomeHero />
      <QuickLinks />
      {/* Everything below the first screen is drawn as the visitor scrolls towards it. */}
      <Deferred minHeight="100vh">
        <Offerings />
        <DonateBanner />
        <NewsEvents />
        <HowToApply namespace="home" ctaTo="/resource/scholarships" />
        <StatsBand />
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
