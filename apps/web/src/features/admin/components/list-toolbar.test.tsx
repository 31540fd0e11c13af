import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n.ts";
import { loadAdminCatalog } from "../testing/render-admin.tsx";
import { ListToolbar } from "./list-toolbar.tsx";

function atWidth(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width") ? phone : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    onchange: null,
  }));
}

const renderToolbar = (activeFilters: number) =>
  render(
    <I18nextProvider i18n={i18n}>
      <ListToolbar
        activeFilters={activeFilters}
        filters={
          <label>
            Status
            <select>
              <option>Any</option>
            </select>
          </label>
        }
      />
    </I18nextProvider>,
  );

describe("the filters above an admin list", () => {
  beforeAll(loadAdminCatalog);
  afterEach(() => vi.unstubAllGlobals());

  it("fold into one Filters control on a phone, saying how many are set", () => {
    atWidth(true);
    renderToolbar(2);
    const toggle = screen.getByText("Filters (2 set)");
    expect(toggle.tagName).toBe("SUMMARY");
    expect(toggle.closest("details")).not.toHaveAttribute("open");
    expect(toggle.closest("details")).toContainElement(screen.getByLabelText("Status"));
  });

  it("stand in the toolbar on a wide screen", () => {
    atWidth(false);
    renderToolbar(0);
    expect(screen.getByLabelText("Status").closest("details")).toBeNull();
    expect(screen.queryByText("Filters")).toBeNull();
  });
});
