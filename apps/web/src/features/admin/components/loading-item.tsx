import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/members/form-alert.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { describeError } from "../../../lib/errors.ts";

/** While an edit form's item loads, or why it could not be loaded. */
export function LoadingItem({ error }: { error: unknown }) {
  const { t } = useTranslation("admin");
  return error ? <FormAlert>{describeError(t, error)}</FormAlert> : <Spinner label={t("status.loading")} />;
}
