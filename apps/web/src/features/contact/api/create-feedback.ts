import { apiPaths, type FeedbackInput } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPost } from "../../../lib/http.ts";

function createFeedback(input: FeedbackInput) {
  return apiPost<unknown>(apiPaths.feedbacks, input);
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
