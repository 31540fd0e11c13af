import { apiPaths, type Statistics } from "@btw/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../../lib/http.ts";

function getStatistics(signal?: AbortSignal) {
  return apiGet<{ statistics: Statistics }>(apiPaths.statistics, undefined, signal).then(
    (body) => body.statistics,
  );
}

const statisticsQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "statistics"],
    queryFn: ({ signal }) => getStatistics(signal),
    staleTime: 30_000,
  });

export function useStatistics() {
  return useQuery(statisticsQueryOptions());
}
