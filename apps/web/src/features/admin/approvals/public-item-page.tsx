// An opportunity's public page, drawn inside the console: the site's own detail page component (the
// app hands them over, public-detail-pages.ts), given the item's address (staff tokens let it read
// a waiting item), so the preview is exactly what the public will see once approved.
import { ADMIN_PAGES } from "@btw/contracts";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Route, Routes } from "react-router";
import { DetailPreviewContext } from "../../../components/detail-layout.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { NamesDocumentContext } from "../../../lib/page-meta.ts";
import type { OpportunityKind } from "../opportunities/opportunity-kinds.ts";
import { usePublicDetailPages } from "./public-detail-pages.ts";

/**
 * The page is routed below the queue's own address (a descendant route must start there), with the
 * item's id as the `:id` it reads. As a preview it has no way back to the public list, and the
 * console keeps naming the document.
 */
export function PublicItemPage({ kind, id }: { kind: OpportunityKind; id: number }) {
  const { t } = useTranslation("admin");
  const Page = usePublicDetailPages()[kind];
  const base = ADMIN_PAGES.approvals;
  return (
    <DetailPreviewContext.Provider value={true}>
      <NamesDocumentContext.Provider value={false}>
        <Suspense fallback={<Spinner label={t("status.loading")} />}>
          <Routes location={{ pathname: `${base}/preview/${kind}/${id}` }}>
            <Route path={`preview/${kind}/:id`} element={<Page />} />
          </Routes>
        </Suspense>
      </NamesDocumentContext.Provider>
    </DetailPreviewContext.Provider>
  );
}
