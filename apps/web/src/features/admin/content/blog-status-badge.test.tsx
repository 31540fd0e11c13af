import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatShortDate } from "../lib/dates.ts";
import { loadAdminCatalog } from "../testing/render-admin.tsx";
import { BlogPublishedDate } from "./blog-status-badge.tsx";

beforeAll(loadAdminCatalog);
afterEach(cleanup);

const at = "2026-11-24T09:00:00.000Z";
const day = formatShortDate(at, "en", true);

describe("the blog list's Published column", () => {
  it("shows the day a published post went out", () => {
    render(<BlogPublishedDate blog={{ status: "published", publishAt: at }} />);
    expect(document.body.textContent).toBe(day);
  });

  it("says when a scheduled post will go out, not that it was published then", () => {
    render(<BlogPublishedDate blog={{ status: "scheduled", publishAt: at }} />);
    expect(document.body.textContent).toBe(`Publishes ${day}`);
  });

  it("leaves a draft blank", () => {
    render(<BlogPublishedDate blog={{ status: "draft", publishAt: at }} />);
    expect(document.body.textContent).toBe("");
  });
});
