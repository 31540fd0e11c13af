import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { loadNamespaces } from "../../../lib/i18n.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { DeleteAccount } from "./delete-account.tsx";

describe("deleting the account", () => {
  it("gives focus back to its button when the reader keeps the account", async () => {
    await loadNamespaces(["account"]);
    renderWithApp(<DeleteAccount onDeleted={() => undefined} />);
    const open = screen.getByRole("button", { name: "Delete my account" });
    await userEvent.click(open);
    const dialog = screen.getByRole("alertdialog", { name: "Delete your account?" });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });
});
