// Loaded on first use, so the home page's first load carries no validation library.
import { subscriberInputSchema } from "@btw/contracts";

export function validateSubscriber(value: unknown) {
  return subscriberInputSchema.safeParse(value);
}
