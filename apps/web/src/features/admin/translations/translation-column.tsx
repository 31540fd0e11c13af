// An admin list's "Versions" column: for each language other than the original's, whether every
// field that has text has a version in it ("am ✓ · om –"), named in full for screen readers.
import { type ContentKind, translationStatus } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import type { Column } from "../components/data-table.tsx";
import { statusText } from "./translation-status.ts";
import "./translations.css";

interface Translatable {
  language?: string | null;
  translations?: unknown;
}

export function TranslationBadge({
  kind,
  item,
}: {
  kind: ContentKind;
  item: Translatable & Record<string, unknown>;
}) {
  const { t } = useTranslation("admin");
  const status = translationStatus(kind, item);
  const said = status
    .map(({ language, missing, total }) =>
      statusText(t, t(`versions.languages.${language}`), missing.length, total),
    )
    .join("; ");
  return (
    <span className="versions-badge" title={said}>
      <span aria-hidden="true">
        {status.map(({ language, missing }, index) => (
          <span key={language}>
            {index > 0 ? " · " : null}
            <span
              className={
                missing.length === 0
                  ? "versions-badge__item"
                  : "versions-badge__item versions-badge__item--missing"
              }
            >
              {language} {missing.length === 0 ? "✓" : "–"}
            </span>
          </span>
        ))}
      </span>
      <span className="visually-hidden">{said}</span>
    </span>
  );
}

/** The column, for any of the 8 kinds' lists. */
export function translationColumn<Row extends Translatable>(kind: ContentKind, header: string): Column<Row> {
  return {
    key: "versions",
    header,
    className: "data-table__nowrap",
    cell: (row) => <TranslationBadge kind={kind} item={row as Row & Record<string, unknown>} />,
  };
}
