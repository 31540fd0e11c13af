import type { ComponentProps } from "react";
import { TextField } from "../../../components/field.tsx";

/** A web address: the phone keyboard for addresses and an "https://" placeholder. */
export function UrlField(
  props: Omit<ComponentProps<typeof TextField>, "type" | "inputMode" | "placeholder">,
) {
  return <TextField type="url" inputMode="url" placeholder="https://" {...props} />;
}
