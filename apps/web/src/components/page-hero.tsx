import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  size?: "md" | "lg";
}

/** The green band every page opens with; its art is a bundled SVG, so no other host is asked. */
export function PageHero({ eyebrow, title, lead, actions, aside, size = "md" }: PageHeroProps) {
  return (
    <header className={`page-hero page-hero--${size}`}>
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          {eyebrow ? <p className="eyebrow page-hero__eyebrow">{eyebrow}</p> : null}
          <h1 className="page-hero__title">{title}</h1>
          {lead ? <div className="page-hero__lead">{lead}</div> : null}
          {actions ? <div className="page-hero__actions">{actions}</div> : null}
        </div>
        {aside ? <div className="page-hero__aside">{aside}</div> : null}
      </div>
    </header>
  );
}
