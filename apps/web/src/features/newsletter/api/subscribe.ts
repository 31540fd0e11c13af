import { apiPaths, type MessageResponse, type SubscribeRequest } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/http.ts";

/** The address and, when chosen, the alerts' kinds, fields, countries and email language. */
type SubscribeInput = SubscribeRequest;

/** 201: a new subscriber; 200: the address was already on the list. */
async function subscribe(input: SubscribeInput): Promise<{ created: boolean; message: string }> {
  const response = await apiFetch<MessageResponse>("POST", apiPaths.subscribers, { body: input });
  return { created: response.status === 201, message: response.data?.message ?? "" };
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
