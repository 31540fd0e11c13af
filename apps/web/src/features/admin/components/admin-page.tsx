import "./admin-page.css";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { usePageMeta } from "../../../lib/page-meta.ts";

interface AdminPageProps {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  breadcrumb?: ReactNode;
  children: ReactNode;
}

/** One admin screen: its title (also the document's), and focus on it when the screen opens. */
export function AdminPage({ title, lead, actions, breadcrumb, children }: AdminPageProps) {
  const { pathname } = useLocation();
  usePageMeta({ title, path: pathname, noIndex: true });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Screen readers start reading the new screen from its title after every in-app navigation.
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="admin-page">
      <header className="admin-page__header">
        <div>
          {breadcrumb ? <p className="admin-breadcrumb">{breadcrumb}</p> : null}
          <h1 className="admin-page__title" ref={headingRef} tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="admin-page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="admin-page__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}
