import { apiPaths, type ContactMessageInput } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/http.ts";

function createContactMessage(input: ContactMessageInput) {
  return apiPost<unknown>(apiPaths.contactMessages, input);
}

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
