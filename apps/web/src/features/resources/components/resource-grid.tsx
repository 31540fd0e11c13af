import type { Resource } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button.tsx";
import { EmptyState } from "../../../components/empty-state.tsx";
import { gridStyle } from "../../../components/grid-columns.ts";
import { CardGridSkeleton } from "../../../components/skeleton.tsx";
import { describeError } from "../../../lib/errors.ts";
import { ResourceCard } from "./resource-card.tsx";
import "./resources.css";

interface ResourceGridProps {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data?: { resources: Resource[] };
    refetch: () => unknown;
  };
}

/** The cards of the Video and PDF page and of every /resource/{types} listing. */
export function ResourceGrid({ query }: ResourceGridProps) {
  const { t } = useTranslation("resources");
  if (query.isPending) return <CardGridSkeleton count={3} label={t("common:status.loading")} />;
  if (query.isError || !query.data) {
    return (
      <EmptyState
        tone="error"
        title={t("list.error")}
        action={
          <Button variant="secondary" onClick={() => query.refetch()}>
            {t("common:errors.retry")}
          </Button>
        }
      >
        <p>{describeError(t, query.error)}</p>
      </EmptyState>
    );
  }
  if (query.data.resources.length === 0) return <EmptyState title={t("list.empty")} />;
  return (
    <ul className="grid" style={gridStyle(query.data.resources.length)}>
      {query.data.resources.map((resource, index) => (
        <li key={resource.id} className="grid__item">
          <ResourceCard resource={resource} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
