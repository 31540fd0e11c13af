import {
  OPPORTUNITY_KIND_INFO,
  type OpportunityByKind,
  type OpportunityKind,
  ORIGINAL_TEXTS,
} from "@btw/contracts";
import { apiGet } from "../http.ts";

export async function getOpportunity<K extends OpportunityKind>(kind: K, id: number, signal?: AbortSignal) {
  const info = OPPORTUNITY_KIND_INFO[kind];
  const body = await apiGet<Record<string, unknown>>(
    `${info.paths.collection}/${id}`,
    { lang: ORIGINAL_TEXTS },
    signal,
  );
  return body[info.entity] as OpportunityByKind[K];
}
