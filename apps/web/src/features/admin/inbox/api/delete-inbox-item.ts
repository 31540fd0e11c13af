import type { MessageResponse } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiDelete } from "../../../../lib/http.ts";
import { INBOX_PATHS, type InboxBox } from "./get-inbox-page.ts";

function deleteInboxItem(box: InboxBox, id: number) {
  return apiDelete<MessageResponse>(`${INBOX_PATHS[box]}/${id}`);
}

export function useDeleteInboxItem(box: InboxBox) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteInboxItem(box, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ["admin", box] }),
        queryClient.invalidateQueries({ queryKey: ["admin", "statistics"] }),
      ]),
  });
}
