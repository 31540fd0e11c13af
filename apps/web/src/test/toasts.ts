import { toast } from "sonner";

/** The texts of the notices on screen or waiting their turn (sonner's own list). */
export function shownToasts(): string[] {
  return toast.getToasts().flatMap((item) => ("title" in item ? [String(item.title)] : []));
}
