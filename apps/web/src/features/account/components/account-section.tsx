import type { ReactNode } from "react";

/** One titled part of the account page, reachable from the page's section links (#account-<id>). */
export function AccountSection({
  id,
  title,
  lead,
  tone,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  tone?: "danger";
  children: ReactNode;
}) {
  const headingId = `account-${id}-title`;
  return (
    <section
      id={`account-${id}`}
      className={tone ? `account-section account-section--${tone}` : "account-section"}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="account-section__title">
        {title}
      </h2>
      {lead ? <p className="account-section__lead">{lead}</p> : null}
      {children}
    </section>
  );
}
