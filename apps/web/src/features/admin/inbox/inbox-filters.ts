// The read filter every inbox shows above its list.
import type { TFunction } from "i18next";
import type { FilterSpec, PageRequest } from "../components/server-table.tsx";

export const readFilter = (t: TFunction): FilterSpec => ({
  name: "read",
  label: t("read.filter"),
  options: [
    { value: "", label: t("read.all") },
    { value: "unread", label: t("read.unread") },
    { value: "read", label: t("read.read") },
  ],
});

/** What an inbox asks the API for one page. */
export const inboxQuery = (request: PageRequest) => ({
  page: request.page,
  limit: request.limit,
  q: request.q,
  sort: request.sort,
  read: request.filters.read,
});
