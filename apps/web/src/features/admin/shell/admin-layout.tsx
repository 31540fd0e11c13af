import { PRIVATE_PAGES, PUBLIC_PAGES } from "@btw/contracts";
import "./admin-shell.css";
import type { User } from "@btw/contracts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { LogoMark } from "../../../components/logo.tsx";
import { Toaster } from "../../../components/toaster.tsx";
import { useSignOut } from "../../../lib/session/sign-out.ts";
import { AdminNav } from "./admin-nav.tsx";

/** The admin frame: a top bar (who is signed in, sign out), the side menu and the screen. */
export function AdminLayout({
  user,
  onSignOut,
  children,
}: {
  user: User;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const signOut = useSignOut();

  const menuButton = useRef<HTMLButtonElement>(null);

  // Escape closes the open menu and gives focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [menuOpen]);

  // A chosen menu entry closes the menu on tablets and phones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => {
    setMenuOpen(false);
  }, [pathname]);

  return (
    <div className="admin-shell">
      <a className="skip-link" href="#admin-main">
        {t("shell.skipToContent")}
      </a>
      <header className="admin-topbar">
        <button
          ref={menuButton}
          type="button"
          className="admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d={menuOpen ? "M6 6l12 12M18 6 6 18" : "M4 7h16M4 12h16M4 17h16"}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <span>{t("shell.menu")}</span>
        </button>
        <Link to={PRIVATE_PAGES.admin} className="admin-topbar__brand">
          <LogoMark size={32} />
          <span>
            {t("shell.brand")}
            <span className="admin-topbar__area">
              {user.role === "member" ? t("shell.memberArea") : t("shell.area")}
            </span>
          </span>
        </Link>
        <div className="admin-topbar__user">
          <Link to={PUBLIC_PAGES.home.path} className="admin-topbar__site">
            {t("shell.viewSite")}
          </Link>
          <p className="admin-topbar__who">
            <span className="admin-topbar__name">{user.fullName}</span>
            <span className="admin-topbar__role">{t(`roles.${user.role}`)}</span>
          </p>
          <button
            type="button"
            className="row-button"
            disabled={signOut.isPending}
            onClick={() => {
              // Said first, so the shell sends the person to "You are signed out" once the token is gone.
              onSignOut();
              signOut.mutate();
            }}
          >
            {t("shell.signOut")}
          </button>
        </div>
      </header>
      <div className="admin-body">
        <AdminNav role={user.role} id={navId} open={menuOpen} />
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          {children}
        </main>
      </div>
      {/* Under the top bar: Sign out stays clear. */}
      <Toaster below="var(--admin-bar-height)" />
    </div>
  );
}
