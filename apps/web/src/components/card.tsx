import type { HTMLAttributes, ReactNode } from "react";
import "./card.css";
import "./detail-list.css";

interface CardProps extends HTMLAttributes<HTMLElement> {
  media?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

export function Card({ media, footer, className, children, ...rest }: CardProps) {
  return (
    <article className={["card", className].filter(Boolean).join(" ")} {...rest}>
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">{children}</div>
      {footer ? <div className="card__footer">{footer}</div> : null}
    </article>
  );
}
