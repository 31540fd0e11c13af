// The header menu and footer columns of spec section 2, from the page registry in contracts:
// header labels live in the "common" catalog under nav.<key>, footer labels under footer.links.<key>.
import {
  FOOTER_NAV,
  HEADER_ACTION,
  HEADER_NAV,
  HEADER_SCREENS,
  type NavLink,
  PRIVATE_PAGES,
  PUBLIC_PAGES,
  type ScreenNavLink,
} from "@btw/contracts";

interface NavLinkItem {
  kind: "link";
  key: string;
  to: string;
}
export interface NavMenuItem {
  kind: "menu";
  key: string;
  items: Array<{ key: string; to: string }>;
}
type NavItem = NavLinkItem | NavMenuItem;

const linkTo = (link: NavLink) => ({ key: link.label, to: PUBLIC_PAGES[link.page].path });
const screenLinkTo = (link: ScreenNavLink) => ({ key: link.label, to: PRIVATE_PAGES[link.screen] });

export const NAV_ITEMS: NavItem[] = HEADER_NAV.map((item) =>
  item.kind === "link"
    ? { kind: "link", ...linkTo(item) }
    : { kind: "menu", key: item.label, items: item.items.map(linkTo) },
);

export const DONATE_LINK = linkTo(HEADER_ACTION);

/** The visitor's saved opportunities: beside the account link in the header and the phone menu. */
export const SAVED_LINK = screenLinkTo(HEADER_SCREENS.saved);

/**
 * Posting an opportunity: its own item in the phone menu, the last entry of the sub-menu `menu` on
 * wide screens (the header's row has no room for another label), and a button on each list page.
 */
export const POST_LINK = { ...screenLinkTo(HEADER_SCREENS.post), menu: HEADER_SCREENS.post.menu as string };

export const FOOTER_COLUMNS: Array<{ key: string; links: Array<{ key: string; to: string }> }> =
  FOOTER_NAV.map((column) => ({ key: column.label, links: column.links.map(linkTo) }));
