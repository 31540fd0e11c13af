// The header menu and footer columns of spec section 2, from the page registry in contracts:
// header labels live in the "common" catalog under nav.<key>, footer labels under footer.links.<key>.
import { FOOTER_NAV, HEADER_ACTION, HEADER_NAV, type NavLink, PUBLIC_PAGES } from "@btw/contracts";

export interface NavLinkItem {
  kind: "link";
  key: string;
  to: string;
}
export interface NavMenuItem {
  kind: "menu";
  key: string;
  items: Array<{ key: string; to: string }>;
}
export type NavItem = NavLinkItem | NavMenuItem;

const linkTo = (link: NavLink) => ({ key: link.label, to: PUBLIC_PAGES[link.page].path });

export const NAV_ITEMS: NavItem[] = HEADER_NAV.map((item) =>
  item.kind === "link"
    ? { kind: "link", ...linkTo(item) }
    : { kind: "menu", key: item.label, items: item.items.map(linkTo) },
);

export const DONATE_LINK = linkTo(HEADER_ACTION);

export const FOOTER_COLUMNS: Array<{ key: string; links: Array<{ key: string; to: string }> }> =
  FOOTER_NAV.map((column) => ({ key: column.label, links: column.links.map(linkTo) }));
