// Header menu (spec section 2): Special Offers and Resources are disclosure sub-menus, Donate is a
// highlighted button (outside the list on desktop, inside it on phones). One sub-menu is open at a
// time; a click outside, Escape or a navigation closes it. On phones the list is a popover
// (lib/hooks/use-popover.ts) and each sub-menu a <details> of one group (`name`): both open before
// the app's scripts arrive, so a tap on a slow network is never lost; once the app runs it follows
// the sub-menus' toggle events. Beside the account link: Saved (an icon on wide screens, icon and
// name in the phone menu) and "Post an opportunity" (its own item in the phone menu, the last entry
// of Special Offers on wide screens).
import { PUBLIC_PAGES } from "@btw/contracts";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "../../components/button.tsx";
import { Icon } from "../../components/icon.tsx";
import { Logo } from "../../components/logo.tsx";
import { usePopover } from "../../lib/hooks/use-popover.ts";
import { AccountNavItem } from "./account-nav-item.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { DONATE_LINK, NAV_ITEMS, type NavMenuItem, POST_LINK, SAVED_LINK } from "./nav-items.ts";
import "./site-header.css";

export function SiteHeader() {
  return (
    <header className="site-header">
      <HeaderBar />
    </header>
  );
}

function HeaderBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const phoneMenu = usePopover(listRef, toggleRef);
  const mobileOpen = phoneMenu.open;
  const closePhoneMenu = phoneMenu.close;
  const baseId = useId();

  // A sub-menu opened before the app started stays open, and is the open one.
  useLayoutEffect(() => {
    const opened = navRef.current?.querySelector<HTMLDetailsElement>("details[open][data-menu]");
    if (opened?.dataset.menu) setOpenMenu(opened.dataset.menu);
  }, []);

  // A navigation closes everything (the first draw is not one: a tap made before it stays).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closePhoneMenu();
    setOpenMenu(null);
  }, [pathname, closePhoneMenu]);

  // A layout effect: the listeners are in place as soon as a menu is drawn open, so a click that
  // follows at once (a busy phone has not yet run its deferred effects) still closes it. They stay on
  // while the app's state says nothing is open: a sub-menu's toggle event, which tells the app it
  // opened, can come after a click or key that follows at once (the browser runs input first), so
  // they read the open sub-menu from the page.
  useLayoutEffect(() => {
    const shownMenu = () =>
      navRef.current?.querySelector<HTMLDetailsElement>("details[open][data-menu]")?.dataset.menu ?? openMenu;
    const closeSubMenus = () => {
      for (const details of navRef.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])
        details.open = false;
      setOpenMenu(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current || navRef.current.contains(event.target as Node)) return;
      closeSubMenus();
      if (mobileOpen) closePhoneMenu();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const menu = shownMenu();
      if (event.key !== "Escape" || menu === null) return;
      // The open sub-menu closes first; the phone menu's popover stays open.
      event.preventDefault();
      const trigger = document.getElementById(`${baseId}-${menu}-toggle`);
      closeSubMenus();
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openMenu, mobileOpen, baseId, closePhoneMenu]);

  const isMenuActive = (menu: NavMenuItem) => menu.items.some((item) => pathname.startsWith(item.to));

  return (
    <div className="container site-header__bar">
      <Link to={PUBLIC_PAGES.home.path} className="site-header__brand" aria-label={t("nav.homeLabel")}>
        <Logo />
      </Link>
      <nav ref={navRef} className="site-nav" aria-label={t("nav.label")} data-open={mobileOpen || undefined}>
        <button
          ref={toggleRef}
          type="button"
          className="site-nav__toggle"
          aria-expanded={phoneMenu.expanded}
          aria-controls={`${baseId}-list`}
          popoverTarget={`${baseId}-list`}
          onClick={() => {
            phoneMenu.toggle();
            setOpenMenu(null);
          }}
        >
          <Icon name={mobileOpen ? "close" : "menu"} size={24} />
          <span className="visually-hidden">{mobileOpen ? t("nav.closeMenu") : t("nav.openMenu")}</span>
        </button>
        <ul ref={listRef} id={`${baseId}-list`} className="site-nav__list" popover="auto">
          {NAV_ITEMS.map((item) =>
            item.kind === "link" ? (
              <li key={item.key} className="site-nav__item">
                <NavLink to={item.to} end={item.to === PUBLIC_PAGES.home.path} className="site-nav__link">
                  {t(`nav.${item.key}`)}
                </NavLink>
              </li>
            ) : (
              <li key={item.key} className="site-nav__item site-nav__item--menu">
                <details
                  name={`${baseId}-menus`}
                  data-menu={item.key}
                  open={openMenu === item.key}
                  onToggle={(event) => {
                    const opened = event.currentTarget.open;
                    setOpenMenu((open) => (opened ? item.key : open === item.key ? null : open));
                  }}
                >
                  <summary
                    id={`${baseId}-${item.key}-toggle`}
                    className="site-nav__link site-nav__menu-toggle"
                    data-active={isMenuActive(item) || undefined}
                  >
                    {t(`nav.${item.key}`)}
                    <Icon name="chevronDown" size={16} className="site-nav__chevron" />
                  </summary>
                  <ul className="site-nav__submenu">
                    {item.items.map((sub) => (
                      <li key={sub.key}>
                        <NavLink to={sub.to} className="site-nav__sublink">
                          {t(`nav.${sub.key}`)}
                        </NavLink>
                      </li>
                    ))}
                    {item.key === POST_LINK.menu ? (
                      <li className="site-nav__subitem--post">
                        <NavLink to={POST_LINK.to} className="site-nav__sublink site-nav__post-sublink">
                          <Icon name="plus" size={18} />
                          {t(`nav.${POST_LINK.key}`)}
                        </NavLink>
                      </li>
                    ) : null}
                  </ul>
                </details>
              </li>
            ),
          )}
          <li className="site-nav__item site-nav__item--saved">
            <NavLink
              to={SAVED_LINK.to}
              className="site-nav__link site-nav__saved-link"
              title={t(`nav.${SAVED_LINK.key}`)}
            >
              <Icon name="bookmark" size={20} />
              <span className="site-nav__saved-name">{t(`nav.${SAVED_LINK.key}`)}</span>
            </NavLink>
          </li>
          <AccountNavItem />
          <LanguageSwitcher
            id={`${baseId}-language`}
            open={openMenu === "language"}
            onToggle={() => setOpenMenu((open) => (open === "language" ? null : "language"))}
          />
          <li className="site-nav__item site-nav__item--post">
            <NavLink to={POST_LINK.to} className={buttonClass("secondary", "md", "site-nav__post-link")}>
              <Icon name="plus" size={18} />
              {t(`nav.${POST_LINK.key}`)}
            </NavLink>
          </li>
          <li className="site-nav__item site-nav__item--donate">
            <NavLink to={DONATE_LINK.to} className={buttonClass("gold", "md", "site-nav__donate-link")}>
              <Icon name="heart" size={18} />
              {t(`nav.${DONATE_LINK.key}`)}
            </NavLink>
          </li>
        </ul>
      </nav>
      <Link to={DONATE_LINK.to} className={buttonClass("gold", "md", "site-header__donate")}>
        <Icon name="heart" size={18} />
        {t(`nav.${DONATE_LINK.key}`)}
      </Link>
    </div>
  );
}
