import { type AlertPreferences, type AlertPreferencesInput, apiPaths } from "@btw/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiPut } from "../../../lib/http.ts";

const alertsKey = ["account", "alerts"] as const;

export const alertPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: alertsKey,
    queryFn: ({ signal }) =>
      apiGet<{ alerts: AlertPreferences }>(apiPaths.alertPreferences, undefined, signal).then(
        (b) => b.alerts,
      ),
  });

/** The member's weekly-alert choices: kinds, fields of study, countries, language. */
export function useAlertPreferences() {
  return useQuery(alertPreferencesQueryOptions());
}

export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertPreferencesInput) =>
      apiPut<{ alerts: AlertPreferences }>(apiPaths.alertPreferences, input).then((b) => b.alerts),
    onSuccess: (alerts) => queryClient.setQueryData(alertsKey, alerts),
  });
}
