import { type TelegramDelivery, telegramPaths } from "@btw/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiPost } from "../../../../lib/http.ts";
import { telegramDeliveriesKey } from "./get-telegram-deliveries.ts";

/** Sends a delivery again; a channel post posts its listing again. */
function resendTelegramDelivery(id: number) {
  return apiPost<{ delivery: TelegramDelivery }>(telegramPaths.resend.replace(":id", String(id)));
}

export function useResendTelegramDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendTelegramDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: telegramDeliveriesKey }),
  });
}
