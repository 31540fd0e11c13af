import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { pageRange } from "./pagination-range.ts";
import "./pagination.css";

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page: pages are links, so the page lives in the address and the back button works. */
  hrefFor: (page: number) => string;
  label: string;
  showFirstLast?: boolean;
  siblings?: number;
  boundary?: number;
}

export function Pagination({
  page,
  totalPages,
  hrefFor,
  label,
  showFirstLast = false,
  siblings = 1,
  boundary = 1,
}: PaginationProps) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const shownPage = useRef(page);
  // The links keep the scroll (the page's hero and filters stay put); a new page of the list brings
  // the list's top into view when the reader had scrolled past it, not the footer below a short page.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const list = nav.current?.closest("section") ?? nav.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" });
  }, [page]);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);

  const edge = (target: number, text: string, rel?: string) =>
    target === current || target < 1 || target > totalPages ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true">
        {text}
      </span>
    ) : (
      <Link className="pagination__link" to={hrefFor(target)} rel={rel} preventScrollReset>
        {text}
      </Link>
    );

  return (
    <nav ref={nav} className="pagination" aria-label={label}>
      <ul className="pagination__list">
        {showFirstLast ? <li className="pagination__far">{edge(1, t("pagination.first"))}</li> : null}
        <li>{edge(current - 1, t("pagination.previous"), "prev")}</li>
        {pageRange(current, totalPages, siblings, boundary).map((item) =>
          typeof item === "number" ? (
            <li key={item} className="pagination__number">
              <Link
                className="pagination__link pagination__page"
                to={hrefFor(item)}
                aria-current={item === current ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
                preventScrollReset
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        {/* A phone shows where the visitor is instead of every number (styled in pagination.css). */}
        <li className="pagination__status">{t("pagination.status", { page: current, total: totalPages })}</li>
        <li>{edge(current + 1, t("pagination.next"), "next")}</li>
        {showFirstLast ? <li className="pagination__far">{edge(totalPages, t("pagination.last"))}</li> : null}
      </ul>
    </nav>
  );
}
