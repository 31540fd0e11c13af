import type { ReactNode } from "react";

/** A titled group of fields in a long admin form. */
export function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="admin-form__section">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
