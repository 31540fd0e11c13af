import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button.tsx";

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel"> {
  href: string;
  children: ReactNode;
  /** Draw as a button. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Opens another site in a new tab without giving it a handle on this one. */
export function ExternalLink({ href, children, variant, size, className, ...rest }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={variant ? buttonClass(variant, size, className) : className}
      {...rest}
    >
      {children}
      <span className="visually-hidden"> {t("a11y.opensInNewTab")}</span>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" style={{ flex: "none" }}>
        <path
          d="M8 4H4v12h12v-4M11 3h6v6M17 3l-8 8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </a>
  );
}
