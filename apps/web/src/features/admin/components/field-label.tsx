import type { ReactNode } from "react";

/** A field's label, with the site's "required" star (hidden from screen readers: the input says it). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="field__label" htmlFor={htmlFor}>
      {children}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}
