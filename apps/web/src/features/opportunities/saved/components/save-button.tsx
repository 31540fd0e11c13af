import type { OpportunityKind } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { buttonClass } from "../../../../components/button.tsx";
import { useOpportunityTitle } from "../../../../lib/vocabulary.ts";
import { saveInAccount, useSavedAccountSync } from "../account-sync.ts";
import { toggleSaved } from "../saved-store.ts";
import { useIsSaved } from "../use-saved.ts";
import "./saved.css";

interface SaveButtonProps {
  kind: OpportunityKind;
  id: number;
  /** As stored (an internship's English category): kept so, and shown in the page's language. */
  title: string;
  deadline: string | null;
  size?: "sm" | "md" | "lg";
  /** Its icon alone, a 44 px square (a list's compact card); the name still says what it saves. */
  iconOnly?: boolean;
}

/**
 * Saves an opportunity in this browser (no account needed) and, for a signed-in member, in the
 * account too. A toggle: pressed when saved; its name says which opportunity it saves.
 */
export function SaveButton({ kind, id, title, deadline, size = "sm", iconOnly = false }: SaveButtonProps) {
  const { t } = useTranslation("listing");
  const saved = useIsSaved(kind, id);
  const shown = useOpportunityTitle()(kind, title);
  useSavedAccountSync();
  if (id <= 0) return null; // a draft in the post-opportunity preview
  return (
    <button
      type="button"
      className={buttonClass("ghost", size, iconOnly ? "save-button save-button--icon" : "save-button")}
      aria-pressed={saved}
      onClick={() => {
        const nowSaved = toggleSaved({ kind, id, title, deadline });
        void saveInAccount(kind, id, nowSaved);
      }}
    >
      <svg
        viewBox="0 0 24 24"
        width={18}
        height={18}
        fill={saved ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 3h12v18l-6-4.5L6 21z" />
      </svg>
      <span className={iconOnly ? "visually-hidden" : undefined}>
        {saved ? t("save.saved") : t("save.save")}
      </span>
      <span className="visually-hidden">: {shown}</span>
    </button>
  );
}
