// A newsletter subscriber's alert choices, read and changed with the token from their digest's
// "Change what you receive" link (no account, no sign-in).
import { type AlertChoices, apiPaths, type SubscriptionAlerts } from "@btw/contracts";
import type { Language } from "@btw/i18n";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch, apiGet } from "../../../lib/http.ts";

type SubscriptionAlertsInput = AlertChoices & { enabled: boolean; language: Language };

export const subscriptionAlertsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["newsletter", "alerts", token] as const,
    queryFn: ({ signal }) => apiGet<SubscriptionAlerts>(apiPaths.alertSubscription, { token }, signal),
  });

export function useSubscriptionAlerts(token: string) {
  return useQuery(subscriptionAlertsQueryOptions(token));
}

export function useSaveSubscriptionAlerts(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SubscriptionAlertsInput) => {
      const response = await apiFetch<SubscriptionAlerts>("PUT", apiPaths.alertSubscription, {
        query: { token },
        body: input,
      });
      return response.data;
    },
    onSuccess: (saved) => queryClient.setQueryData(subscriptionAlertsQueryOptions(token).queryKey, saved),
  });
}
