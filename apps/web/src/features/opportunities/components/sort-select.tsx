import { useTranslation } from "react-i18next";
import { Select } from "../../../components/select.tsx";
import { LIST_SORTS } from "../../../lib/list-sort.ts";

/** "Newest first" (the default, no parameter) or "Closing soon" (`?sort=closing-soon`). */
export function SortSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation("listing");
  return (
    <Select
      className="sort-select"
      label={t("sort.label")}
      placeholder={t("sort.newest")}
      options={LIST_SORTS.map((sort) => ({ value: sort, label: t("sort.closingSoon") }))}
      value={value}
      onValueChange={onChange}
    />
  );
}
