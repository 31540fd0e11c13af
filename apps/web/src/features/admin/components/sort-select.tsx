// The sort of an admin list as a select: on phones the table's headers are hidden (rows are cards),
// so this is how a list is sorted there; on wide screens it mirrors the sortable headers.
import { useTranslation } from "react-i18next";
import { SelectField } from "../../../components/select.tsx";
import type { Column } from "./data-table.tsx";

export function SortSelect<Row>({
  columns,
  value,
  onChange,
}: {
  columns: Column<Row>[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation("admin");
  const name = (column: Column<Row>) =>
    column.label ?? (typeof column.header === "string" ? column.header : column.key);
  const options = [
    { value: "", label: t("bulk.sortDefault") },
    ...columns.flatMap((column) => [
      { value: column.sortKey as string, label: t("bulk.sortAscending", { name: name(column) }) },
      { value: `-${column.sortKey}`, label: t("bulk.sortDescending", { name: name(column) }) },
    ]),
  ];
  return (
    <SelectField
      label={t("bulk.sortBy")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={options}
    />
  );
}
