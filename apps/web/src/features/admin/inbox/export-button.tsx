import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import type { Query } from "../../../lib/http.ts";
import { downloadFile } from "../lib/download.ts";
import { useBusyAction } from "../lib/use-busy-action.ts";

/** Downloads a CSV export (with the list's current filters) using the admin's token. */
export function ExportButton({ path, fileName, query }: { path: string; fileName: string; query?: Query }) {
  const { t } = useTranslation("admin");
  const { busy, run } = useBusyAction();
  return (
    <Button
      variant="secondary"
      className="list-toolbar__export"
      loading={busy}
      loadingLabel={t("status.working")}
      onClick={() => run(() => downloadFile(path, fileName, query))}
    >
      {t("actions.exportCsv")}
    </Button>
  );
}

/** Downloads the CSV of the ticked rows only. */
export function ExportSelectedButton({
  path,
  fileName,
  ids,
}: {
  path: string;
  fileName: string;
  ids: number[];
}) {
  const { t } = useTranslation("admin");
  const { busy, run } = useBusyAction();
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={busy}
      loadingLabel={t("status.working")}
      onClick={() => run(() => downloadFile(path, fileName, { ids: ids.join(",") }))}
    >
      {t("bulk.export", { count: ids.length })}
    </Button>
  );
}
