import "./test-payment-badge.css";
import type { Donation } from "@btw/contracts";
import { useTranslation } from "react-i18next";

/** TEST beside a donation's state when no money moved (test checkout or Chapa's test mode). */
export function TestPaymentBadge({ donation }: { donation: Pick<Donation, "test"> }) {
  const { t } = useTranslation("admin");
  if (!donation.test) return null;
  return (
    <span className="badge badge--test" title={t("donations.testHint")}>
      {t("donations.test")}
    </span>
  );
}
