import { PUBLIC_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { usePageMeta } from "../lib/page-meta.ts";
import { Button, ButtonLink } from "./button.tsx";
import "./not-found-view.css";

const HELPFUL_LINKS = [
  { key: "scholarships", to: PUBLIC_PAGES.scholarships.path },
  { key: "jobs", to: PUBLIC_PAGES.jobs.path },
  { key: "blogs", to: PUBLIC_PAGES.blogs.path },
  { key: "contact", to: PUBLIC_PAGES.contact.path },
] as const;

/**
 * Going back must stay on this site: the router counts its own history entries, and a page opened
 * from another page of the site (same-origin referrer) also has somewhere to go back to. Asked on
 * the click: the server draws this page too, and has no history.
 */
function canGoBack(): boolean {
  return (
    (window.history.state?.idx ?? 0) > 0 ||
    (document.referrer !== "" &&
      new URL(document.referrer).origin === window.location.origin &&
      window.history.length > 1)
  );
}

/** Page not found (spec section 2); its texts live in "common" so error boundaries can show it at once. */
export function NotFoundView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  usePageMeta({
    title: t("notFound.title"),
    description: t("meta:notFound.description"),
    path: pathname,
    noIndex: true,
  });
  return (
    <div className="not-found container">
      <svg className="not-found__art" viewBox="0 0 240 140" width="240" height="140" aria-hidden="true">
        <ellipse cx="120" cy="128" rx="100" ry="8" fill="#e9e3d3" />
        <text
          x="120"
          y="104"
          textAnchor="middle"
          fontSize="96"
          fontWeight="800"
          fill="#146149"
          fontFamily="inherit"
        >
          4<tspan fill="#f0b73a">0</tspan>4
        </text>
      </svg>
      <h1>{t("notFound.title")}</h1>
      <p className="lead">{t("notFound.text")}</p>
      <ul className="not-found__links">
        {HELPFUL_LINKS.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>{t(`notFound.links.${link.key}`)}</Link>
          </li>
        ))}
      </ul>
      <div className="not-found__actions">
        <Button variant="secondary" onClick={() => (canGoBack() ? navigate(-1) : navigate("/"))}>
          {t("notFound.back")}
        </Button>
        <ButtonLink to={PUBLIC_PAGES.home.path}>{t("notFound.home")}</ButtonLink>
      </div>
    </div>
  );
}
