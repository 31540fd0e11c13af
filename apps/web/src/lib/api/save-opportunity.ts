import { OPPORTUNITY_KIND_INFO, type OpportunityByKind, type OpportunityKind } from "@btw/contracts";
import { apiPost, apiPostForm, apiPut, apiPutForm } from "../http.ts";
import { toMultipart } from "../schema-form.ts";

export interface SaveOpportunityInput {
  /** Absent for a new item. */
  id?: number;
  values: Record<string, unknown>;
  photo?: File | null;
}

interface SaveOpportunityResult<K extends OpportunityKind> {
  message?: string;
  item: OpportunityByKind[K];
}

/** Kinds with a photo go as multipart (photo1), the others as JSON; both are what the API takes. */
export async function saveOpportunity<K extends OpportunityKind>(kind: K, input: SaveOpportunityInput) {
  const config = OPPORTUNITY_KIND_INFO[kind];
  const path = input.id ? `${config.paths.collection}/${input.id}` : config.paths.collection;
  let body: Record<string, unknown>;
  if (config.hasPhoto) {
    const form = toMultipart(input.values, { photo1: input.photo });
    body = await (input.id
      ? apiPutForm<Record<string, unknown>>(path, form)
      : apiPostForm<Record<string, unknown>>(path, form));
  } else {
    body = await (input.id
      ? apiPut<Record<string, unknown>>(path, input.values)
      : apiPost<Record<string, unknown>>(path, input.values));
  }
  return {
    message: typeof body.message === "string" ? body.message : undefined,
    item: body[config.entity] as OpportunityByKind[K],
  } satisfies SaveOpportunityResult<K>;
}
