import type { ReactNode } from "react";
import "./empty-state.css";

interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  tone?: "empty" | "error";
}

export function EmptyState({ title, children, action, tone = "empty" }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-state--${tone}`} role={tone === "error" ? "alert" : "status"}>
      <svg className="empty-state__art" viewBox="0 0 120 90" width="120" height="90" aria-hidden="true">
        <ellipse cx="60" cy="80" rx="44" ry="6" fill="#e9e3d3" />
        {tone === "error" ? (
          <>
            <circle cx="60" cy="42" r="32" fill="#fdeeec" />
            <path d="M60 24v22" stroke="#a3261c" strokeWidth="6" strokeLinecap="round" />
            <circle cx="60" cy="58" r="4" fill="#a3261c" />
          </>
        ) : (
          <>
            <rect
              x="26"
              y="18"
              width="68"
              height="52"
              rx="8"
              fill="#eff8f3"
              stroke="#1a7657"
              strokeWidth="3"
            />
            <path d="M38 36h44M38 48h30" stroke="#2a8f6a" strokeWidth="4" strokeLinecap="round" />
            <circle cx="88" cy="22" r="10" fill="#f0b73a" />
          </>
        )}
      </svg>
      <h3 className="empty-state__title">{title}</h3>
      {children ? <div className="empty-state__text">{children}</div> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}
