import { lazy, Suspense } from "react";
import { loadWhenOnline } from "../../../lib/load-when-online.ts";
import { useSitePageMeta } from "../../../lib/page-meta.ts";
import { HomeHero } from "./components/home-hero.tsx";
import { QuickLinks } from "./components/quick-links.tsx";
import "./home.css";

// Everything below the first screen is a script of its own: the server draws it with the page, and
// the browser takes it over (its own Suspense boundary) once that script has arrived, after the
// first screen is already live.
// Its script is asked for as soon as the page's own has run, so it is usually there soon after React
// hydrates the first screen; when the network drops first, the sections stay as drawn until it is back.
const sections = loadWhenOnline(() => import("./components/home-sections.tsx"));
const HomeSections = lazy(() => sections);

export default function HomePage() {
  useSitePageMeta("home");
  return (
    <>
      <HomeHero />
      <QuickLinks />
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}
