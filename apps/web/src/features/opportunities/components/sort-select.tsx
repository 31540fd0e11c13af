import { CLOSING_SOON_DAYS } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Select } from "../../../components/select.tsx";
import { LIST_SORTS, SORT_TEXT_KEYS } from "../../../lib/list-sort.ts";

/**
 * "Newest first" (the default, no parameter), "Deadline, soonest first" (`?sort=deadline`) or the
 * closing-soon window (`?sort=closing-soon`), named by its days since it narrows the list. Named
 * as its address key, so a form sent before the app runs keeps the order.
 */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("listing");
  return (
    <Select
      className="sort-select"
      name="sort"
      label={t("sort.label")}
      placeholder={t("sort.newest")}
      options={LIST_SORTS.map((sort) => ({
        value: sort,
        label: t(SORT_TEXT_KEYS[sort].option, { days: CLOSING_SOON_DAYS }),
      }))}
      value={value}
      onValueChange={onChange}
    />
  );
}
