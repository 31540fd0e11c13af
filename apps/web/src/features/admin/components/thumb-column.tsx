import type { Column } from "./data-table.tsx";

/** A narrow first column with each row's image (an empty frame when it has none). */
export function thumbColumn<Row>(
  label: string,
  photoOf: (row: Row) => string | null | undefined,
): Column<Row> {
  return {
    key: "photo",
    header: <span className="visually-hidden">{label}</span>,
    label: "",
    className: "data-table__thumb-cell",
    cell: (row) => {
      const photo = photoOf(row);
      return photo ? (
        <img className="data-table__thumb" src={photo} alt="" loading="lazy" />
      ) : (
        <span className="data-table__thumb" />
      );
    },
  };
}
