import { apiPaths, type MySubmissionsPage } from "@btw/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../http.ts";

export const mySubmissionsKey = ["account", "submissions"] as const;

interface MySubmissionsParams {
  page: number;
  limit: number;
}

export const mySubmissionsQueryOptions = (query: MySubmissionsParams) =>
  queryOptions({
    queryKey: [...mySubmissionsKey, query],
    queryFn: ({ signal }) => apiGet<MySubmissionsPage>(apiPaths.accountSubmissions, { ...query }, signal),
    placeholderData: keepPreviousData,
  });

/** The signed-in person's own submissions of every kind, newest first. */
export function useMySubmissions(query: MySubmissionsParams) {
  return useQuery(mySubmissionsQueryOptions(query));
}
