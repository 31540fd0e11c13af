import type { ComponentProps } from "react";
import { ChoiceGroup } from "../../../components/field.tsx";

/** Several choices under one legend (react-hook-form gathers the ticked values into a list). */
export function CheckboxGroup(props: Omit<ComponentProps<typeof ChoiceGroup>, "type" | "name">) {
  return <ChoiceGroup type="checkbox" {...props} />;
}
