// The header's way into a visitor's account: "Sign in" for visitors, "My account" once signed in
// (staff reach the admin console from their account's sign-in, as before).
import { PRIVATE_PAGES } from "@btw/contracts";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { Icon } from "../../components/icon.tsx";
import { isExpired, useSession } from "../../lib/session/session-store.ts";

export function AccountNavItem() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== null && !isExpired(session);
  return (
    <li className="site-nav__item site-nav__item--account">
      <NavLink to={signedIn ? PRIVATE_PAGES.account : PRIVATE_PAGES.signIn} className="site-nav__link">
        <Icon name="users" size={18} />
        {signedIn ? t("nav.account") : t("nav.signIn")}
      </NavLink>
    </li>
  );
}
