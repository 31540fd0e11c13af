import type { ReactNode } from "react";
import { useParams } from "react-router";
import { AdminPage } from "./admin-page.tsx";
import { LoadingItem } from "./loading-item.tsx";

/** The id of an `.../<id>/edit` route; absent on a `.../new` route. */
export function useRouteId(): number | undefined {
  const params = useParams();
  return params.id ? Number(params.id) : undefined;
}

interface ItemEditPageProps {
  title: string;
  breadcrumb: ReactNode;
  /** Shown with the form only. */
  lead?: ReactNode;
  /** The stored item is still loading (or failed to: `error`). */
  loading: boolean;
  error: unknown;
  children: ReactNode;
}

/** An add or edit screen: its form, or while the stored item loads, a spinner or why it failed. */
export function ItemEditPage({ title, breadcrumb, lead, loading, error, children }: ItemEditPageProps) {
  return loading ? (
    <AdminPage title={title} breadcrumb={breadcrumb}>
      <LoadingItem error={error} />
    </AdminPage>
  ) : (
    <AdminPage title={title} breadcrumb={breadcrumb} lead={lead}>
      {children}
    </AdminPage>
  );
}
