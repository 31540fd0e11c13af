import { SITE_NAME } from "@btw/contracts";

/** The Born To Win mark: a rising sun over green highlands. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#0f4d39" />
      <circle cx="20" cy="19" r="7.5" fill="#f0b73a" />
      <path d="M4 27c5-4 9-3 13-5.5s8-4 19 1.5V30a16 16 0 0 1-32 0z" fill="#2a8f6a" />
      <path d="M6 31c6-3 11-2 15-3.5s9-1.5 13 1a16 16 0 0 1-28 2.5z" fill="#146149" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__text">{SITE_NAME}</span>
    </span>
  );
}
