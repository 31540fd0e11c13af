import { PRIVATE_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { PageHero } from "../../../components/page-hero.tsx";
import { Section } from "../../../components/section.tsx";
import { usePageMeta } from "../../../lib/page-meta.ts";
import { isExpired, useSession } from "../../../lib/session/session-store.ts";
import { useSavedAccountSync } from "./account-sync.ts";
import { SavedList } from "./components/saved-list.tsx";

/** The visitor's saved opportunities: kept in this browser, and in the account once signed in. */
export default function SavedPage() {
  const { t } = useTranslation("listing");
  useSavedAccountSync();
  const session = useSession();
  const signedIn = session !== null && !isExpired(session);
  usePageMeta({
    title: t("saved.title"),
    description: t("saved.lead"),
    path: PRIVATE_PAGES.saved,
    noIndex: true,
  });
  return (
    <>
      <PageHero
        eyebrow={t("saved.eyebrow")}
        title={t("saved.title")}
        lead={<p>{t(signedIn ? "saved.leadSignedIn" : "saved.lead")}</p>}
      />
      <Section>
        <SavedList headingLevel={2} />
      </Section>
    </>
  );
}
