import { sectionOf } from "@btw/contracts";
import type { ReactNode } from "react";
import { useLocation } from "react-router";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  /** The title's language, when it is not the page's (an item's name shown as written). */
  titleLang?: string;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  /** "sm": a list page's short band, so that the list starts within a phone's first screen. */
  size?: "sm" | "md";
}

/**
 * The band every page opens with, drawn by CSS alone (no image from another host): its colour and
 * motif name the part of the site the address belongs to (contracts' page-sections.ts).
 */
export function PageHero({ eyebrow, title, titleLang, lead, actions, aside, size = "md" }: PageHeroProps) {
  const section = sectionOf(useLocation().pathname);
  return (
    <header className={`page-hero page-hero--${size}`} data-section={section}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title" lang={titleLang}>
            {title}
          </h1>
          {lead ? <div className="page-hero__lead">{lead}</div> : null}
          {actions ? <div className="page-hero__actions">{actions}</div> : null}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
    </header>
  );
}
