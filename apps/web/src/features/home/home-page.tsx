import { lazy } from "react";
import { Deferred } from "../../components/deferred.tsx";
import { useSitePageMeta } from "../../lib/page-meta.ts";
import { HomeHero } from "./components/home-hero.tsx";
import { QuickLinks } from "./components/quick-links.tsx";
import "./home.css";

// Everything below the first screen is a script of its own, fetched as the visitor scrolls towards
// it: the first scripts a phone downloads draw only what it shows first.
const HomeSections = lazy(() => import("./components/home-sections.tsx"));

export default function HomePage() {
  useSitePageMeta("home");
  return (
    <>
      <HomeHero />
      <QuickLinks />
      <Deferred minHeight="40rem">
        <HomeSections />
      </Deferred>
    </>
  );
}
