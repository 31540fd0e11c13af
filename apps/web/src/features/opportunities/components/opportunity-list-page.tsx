import { CLOSING_SOON_DAYS, OPPORTUNITY_KIND_INFO, type OpportunityKind } from "@btw/contracts";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../../components/page-hero.tsx";
import type { ListAddress } from "../../../lib/list-address.ts";
import { SORT_TEXT_KEYS } from "../../../lib/list-sort.ts";
import { useSitePageMeta } from "../../../lib/page-meta.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { useFilterCounts } from "../api/get-filter-counts.ts";
import { countParamsOf, isFiltered, type OpportunityListParams } from "../filter-address.ts";
import { LIST_PAGE_SIZE } from "../list-page-size.ts";
import { FilterBar } from "./filter-bar.tsx";
import { FilteredListSection, type PageData } from "./filtered-list-section.tsx";
import { PostOpportunityLink } from "./post-opportunity-link.tsx";

type SectionProps<Data extends PageData, Item extends { id: number }> = ComponentProps<
  typeof FilteredListSection<Data, Item>
>;

interface OpportunityListPageProps<
  K extends OpportunityKind,
  Data extends PageData,
  Item extends { id: number },
> {
  kind: K;
  /** The kind's list address (its route fetches the same first page). */
  address: ListAddress<string, OpportunityListParams<K>>;
  /** The kind's list query for the address's parameters. */
  useList: (params: OpportunityListParams<K>) => SectionProps<Data, Item>["query"];
  items: SectionProps<Data, Item>["items"];
  renderItem: SectionProps<Data, Item>["renderItem"];
  /**
   * A search box of the kind's own in place of the filter bar's (the jobs list's, with suggestions):
   * it shows the search in the address and sets it; an empty list then names the text searched.
   */
  searchBox?: (search: {
    value: string;
    onSearch: (text: string, options: { replace: boolean }) => void;
  }) => ReactNode;
  /** Sections after the list. */
  children?: ReactNode;
}

/** A kind's list page: the hero with its post link, then its filterable, paged list of cards. */
export function OpportunityListPage<
  K extends OpportunityKind,
  Data extends PageData,
  Item extends { id: number },
>({
  kind,
  address,
  useList,
  items,
  renderItem,
  searchBox,
  children,
}: OpportunityListPageProps<K, Data, Item>) {
  const { t } = useTranslation("opportunities");
  useSitePageMeta(kind);
  const { page, filters, params, setFilter, hrefFor } = useListParams(address);
  const list = useList(params);
  const counts = useFilterCounts<OpportunityKind>(kind, countParamsOf(params));
  const searched = filters.q ?? "";
  const words = useTranslation("listing").t;
  // An order other than the newest says what it lists: the nearest deadlines, or the closing-soon window.
  const sortTexts = params.sort ? SORT_TEXT_KEYS[params.sort] : undefined;
  const heading = sortTexts && {
    title: words(sortTexts.title, { days: CLOSING_SOON_DAYS }),
    intro: words(sortTexts.intro, { days: CLOSING_SOON_DAYS }),
  };

  return (
    <>
      <PageHero
        eyebrow={t(`${kind}.eyebrow`)}
        title={t(`${kind}.title`)}
        lead={<p>{t(`${kind}.lead`)}</p>}
        actions={<PostOpportunityLink kind={kind} />}
        size="sm"
      />
      <FilteredListSection
        id={`${OPPORTUNITY_KIND_INFO[kind].entity}-list`}
        prefix={kind}
        filterBar={
          <>
            {searchBox?.({
              value: searched,
              onSearch: (text, options) => setFilter("q", text, options),
            })}
            <FilterBar
              kind={kind}
              values={filters}
              onChange={setFilter}
              counts={counts.data?.counts}
              search={!searchBox}
            />
          </>
        }
        filtered={isFiltered(params)}
        heading={heading}
        emptyTitle={searchBox && searched ? t(`${kind}.emptySearch`, { q: searched }) : undefined}
        query={list}
        items={items}
        renderItem={renderItem}
        page={page}
        hrefFor={hrefFor}
        skeletonCount={LIST_PAGE_SIZE}
      />
      {children}
    </>
  );
}
