import { PRIVATE_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSavedItems } from "../use-saved.ts";
import "./saved.css";

/** The way to the saved page, shown once something is saved, with how many. */
export function SavedLink() {
  const { t } = useTranslation("listing");
  const count = useSavedItems().length;
  if (count === 0) return null;
  return (
    <Link to={PRIVATE_PAGES.saved} className="saved-link">
      {t("saved.link", { count })}
    </Link>
  );
}
