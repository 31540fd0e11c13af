import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText, withResponsiveImages } from "./rich-text.tsx";

describe("RichText", () => {
  it("gives uploaded pictures their other widths, sized as the editor chose, and lazy loading", () => {
    const html = withResponsiveImages(
      '<p><img src="/uploads/images/a-1200.webp" alt="Class" width="640" /></p>',
    );
    expect(html).toContain(
      'srcset="/uploads/images/a-400.webp 400w, /uploads/images/a-800.webp 800w, /uploads/images/a-1200.webp 1200w"',
    );
    expect(html).toContain('sizes="(max-width: 640px) 100vw, 640px"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('alt="Class" width="640"');
    // Pictures from elsewhere keep their one address.
    expect(withResponsiveImages('<img src="https://example.org/x.png" alt="" />')).not.toContain("srcset");
  });

  it("draws the stored body: headings, lists, links and pictures", () => {
    render(
      <RichText
        html={
          '<h2>Deadlines</h2><ul><li>One</li></ul><p><a href="https://example.org" rel="noopener noreferrer nofollow">Apply</a></p><img src="/uploads/images/b-1200.webp" alt="Students" />'
        }
      />,
    );
    expect(screen.getByRole("heading", { level: 2, name: "Deadlines" })).toBeInTheDocument();
    expect(screen.getByRole("listitem")).toHaveTextContent("One");
    expect(screen.getByRole("link", { name: "Apply" })).toHaveAttribute("href", "https://example.org");
    expect(screen.getByRole("img", { name: "Students" })).toHaveAttribute("loading", "lazy");
  });

  it("draws a captioned picture as a figure with its caption, the picture still responsive", () => {
    render(
      <RichText
        html={
          '<figure><img src="/uploads/images/c-1200.webp" alt="Graduates" width="320" /><figcaption>Class of 2026</figcaption></figure>'
        }
      />,
    );
    const figure = screen.getByRole("figure");
    expect(figure).toContainElement(screen.getByRole("img", { name: "Graduates" }));
    expect(figure.querySelector("figcaption")).toHaveTextContent("Class of 2026");
    expect(screen.getByRole("img", { name: "Graduates" })).toHaveAttribute("srcset");
  });
});
