import { useTranslation } from "react-i18next";
import { ExternalLink } from "../../../../components/external-link.tsx";

/** A listing page's apply button; a listing without an application link says where to look instead. */
export function ApplyAction({ href }: { href: string | null }) {
  const { t } = useTranslation("opportunities");
  if (!href) return <p>{t("applyInDescription")}</p>;
  return (
    <ExternalLink href={href} variant="primary" size="lg">
      {t("apply")}
    </ExternalLink>
  );
}
