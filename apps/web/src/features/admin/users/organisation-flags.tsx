// The two organisation switches of an account (admins): "Verified organisation" puts a badge on its
// listings (nothing personal is shown), "Approve at once" lets its new listings and edits skip the
// approval queue. Each switch is saved as it is flipped.
import type { User } from "@btw/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { noticeDone, noticeError } from "../lib/notices.ts";
import { useUpdateOrganisationFlags } from "./api/update-organisation.ts";
import "./users.css";

type Flag = "verifiedOrganisation" | "autoApprove";
const FLAGS: Flag[] = ["verifiedOrganisation", "autoApprove"];

export function OrganisationFlags({ user }: { user: User }) {
  const { t } = useTranslation("admin");
  const update = useUpdateOrganisationFlags();
  const [flags, setFlags] = useState({
    verifiedOrganisation: user.verifiedOrganisation,
    autoApprove: user.autoApprove,
  });
  const flip = async (flag: Flag, on: boolean) => {
    const before = flags;
    setFlags({ ...flags, [flag]: on });
    try {
      const { user: saved } = await update.mutateAsync({ id: user.id, flags: { [flag]: on } });
      setFlags({ verifiedOrganisation: saved.verifiedOrganisation, autoApprove: saved.autoApprove });
      noticeDone(t, "saved", user.fullName);
    } catch (error) {
      setFlags(before);
      noticeError(t, error);
    }
  };
  return (
    <section className="admin-panel organisation-flags" aria-labelledby="organisation-flags-title">
      <h2 className="admin-panel__title" id="organisation-flags-title">
        {t("userEdit.organisation.title")}
      </h2>
      <p>{user.organisation ?? t("userEdit.organisation.none")}</p>
      {FLAGS.map((flag) => (
        <div key={flag} className="field">
          <label className="organisation-flag">
            <input
              type="checkbox"
              checked={flags[flag]}
              disabled={update.isPending}
              aria-describedby={`organisation-flag-${flag}-hint`}
              onChange={(event) => void flip(flag, event.target.checked)}
            />
            <span>{t(`userEdit.organisation.${flag}`)}</span>
          </label>
          <p className="field__hint" id={`organisation-flag-${flag}-hint`}>
            {t(`userEdit.organisation.${flag}Hint`)}
          </p>
        </div>
      ))}
    </section>
  );
}
