// The sort of an admin list as a select, for phones: there the table's headers are hidden (rows are
// cards), so this is how a list is sorted. Wide screens sort by the column headers and hide it
// (list-toolbar.css). It offers the same sorts as the headers.
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/select.tsx";
import type { Column } from "./data-table.tsx";

export function SortSelect<Row>({
  columns,
  value,
  onChange,
  sorts,
  hasDefault = true,
}: {
  columns: Column<Row>[];
  value: string;
  onChange: (value: string) => void;
  /** The sorts offered when some columns sort one way only; undefined: every column both ways. */
  sorts?: readonly string[] | undefined;
  /** Offers "Default order" (the list's own order, no sort in the address). */
  hasDefault?: boolean;
}) {
  const { t } = useTranslation("admin");
  const name = (column: Column<Row>) =>
    column.label ?? (typeof column.header === "string" ? column.header : column.key);
  const both = columns.flatMap((column) => [
    { value: column.sortKey as string, label: t("bulk.sortAscending", { name: name(column) }) },
    { value: `-${column.sortKey}`, label: t("bulk.sortDescending", { name: name(column) }) },
  ]);
  // A list with its own set of sorts lists them in its order (its default first).
  const offered = sorts ? sorts.flatMap((sort) => both.filter((option) => option.value === sort)) : both;
  const options = [...(hasDefault ? [{ value: "", label: t("bulk.sortDefault") }] : []), ...offered];
  return (
    <div className="list-toolbar__sort">
      <SelectField
        label={t("bulk.sortBy")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        options={options}
      />
    </div>
  );
}
