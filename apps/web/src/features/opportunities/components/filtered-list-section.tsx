import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { gridStyle } from "../../../components/grid-columns.ts";
import { isPastEnd, ListStates } from "../../../components/list-states.tsx";
import { Pagination } from "../../../components/pagination.tsx";
import { Section } from "../../../components/section.tsx";

/** What a list page's answer says about its pages. */
export interface PageData {
  count: number;
  /** A search's count is a floor ("1,000+"). */
  countCapped?: boolean;
  page: number;
  totalPages: number;
}

interface FilteredListSectionProps<Data extends PageData, Item extends { id: number }> {
  id: string;
  /** Key prefix in the opportunities catalog: listTitle, listIntro, empty, emptyFiltered… */
  prefix: string;
  /** The list's filters, order and search (FilterBar). */
  filterBar: ReactNode;
  /** A filter or a search is chosen: an empty list says nothing matches them. */
  filtered: boolean;
  /** The empty list's title, when the page words it itself (the jobs search names the text searched). */
  emptyTitle?: string;
  /** The list's heading and intro when its order words them (closing soon), instead of the kind's own. */
  heading?: { title: string; intro: string };
  query: ComponentProps<typeof ListStates<Data>>["query"];
  items: (data: Data) => Item[];
  /** One card; `first` is the list's first, whose picture is likely the page's largest (load it at once). */
  renderItem: (item: Item, first: boolean) => ReactNode;
  page: number;
  hrefFor: (page: number) => string;
  /** The page size: as many skeleton cards while loading, and the grid's columns. */
  skeletonCount: number;
}

/** A filterable, paged list of cards: the filter, the result count, the states and the pages. */
export function FilteredListSection<Data extends PageData, Item extends { id: number }>({
  id,
  prefix,
  filterBar,
  filtered,
  emptyTitle,
  heading,
  query,
  items,
  renderItem,
  page,
  hrefFor,
  skeletonCount,
}: FilteredListSectionProps<Data, Item>) {
  const { t } = useTranslation("opportunities");
  return (
    <Section
      id={id}
      className="list-section"
      title={heading?.title ?? t(`${prefix}.listTitle`)}
      intro={<p>{heading?.intro ?? t(`${prefix}.listIntro`)}</p>}
    >
      <div className="list-toolbar">
        {filterBar}
        {query.data && !isPastEnd(query.data, page) ? (
          <p className="list-toolbar__count" aria-live="polite">
            {t(query.data.countCapped ? "common:list.resultsAtLeast" : "common:list.results", {
              count: query.data.count,
            })}
          </p>
        ) : null}
      </div>
      <ListStates
        query={query}
        page={page}
        hrefFor={hrefFor}
        isEmpty={(data) => items(data).length === 0}
        skeletonCount={skeletonCount}
        skeletonMedia={false}
        emptyTitle={emptyTitle ?? (filtered ? t(`${prefix}.emptyFiltered`) : t(`${prefix}.empty`))}
      >
        {(data) => (
          <>
            <ul className="grid" style={gridStyle(skeletonCount)}>
              {items(data).map((item, index) => (
                <li key={item.id} className="grid__item">
                  {renderItem(item, index === 0)}
                </li>
              ))}
            </ul>
            <Pagination
              page={data.page}
              totalPages={data.totalPages}
              hrefFor={hrefFor}
              label={t(`${prefix}.paginationLabel`)}
            />
          </>
        )}
      </ListStates>
    </Section>
  );
}
