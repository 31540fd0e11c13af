import { useTranslation } from "react-i18next";

/** "Step 2 of 3" above each step's heading. */
export function StepLabel({ step }: { step: 1 | 2 | 3 }) {
  const { t } = useTranslation("post");
  return <p className="post-step__label">{t("steps.label", { step, count: 3 })}</p>;
}
