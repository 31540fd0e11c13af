import { apiPaths, type MessageResponse, type ResumeInput } from "@btw/contracts";
import { useMutation } from "@tanstack/react-query";
import { apiPostForm, toFormData } from "../../../lib/http.ts";

interface ResumeSubmission {
  values: ResumeInput;
  /** Optional PDF, sent as the multipart field `cv`. */
  cv?: File;
}

function createResume({ values, cv }: ResumeSubmission) {
  return apiPostForm<MessageResponse>(apiPaths.resumes, toFormData({ ...values, cv }));
}

export function useCreateResume() {
  return useMutation({ mutationFn: createResume });
}
