import "./form-alert.css";
import "./action-buttons.css";
import type { ReactNode } from "react";

/** A message above a form: an error the server gave, or what happened last. */
export function FormAlert({
  tone = "error",
  children,
}: {
  tone?: "error" | "info" | "success";
  children: ReactNode;
}) {
  return (
    <div className={`admin-alert admin-alert--${tone}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
