import type { ReactNode } from "react";
import "./section.css";

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  tone?: "plain" | "sunken" | "green" | "gold";
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Section titles are h2 by default. */
  headingLevel?: 2 | 3;
}

export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "plain",
  actions,
  children,
  className,
  headingLevel = 2,
}: SectionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      className={["section", `section--${tone}`, className].filter(Boolean).join(" ")}
      aria-labelledby={title ? headingId : undefined}
    >
      <div className="container">
        {title ? (
          <div className="section__head">
            <div>
              {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
              <Heading id={headingId} className="section__title">
                {title}
              </Heading>
              {intro ? <div className="section__intro">{intro}</div> : null}
            </div>
            {actions ? <div className="section__actions">{actions}</div> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
