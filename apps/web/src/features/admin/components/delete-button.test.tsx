import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { shownToasts } from "../../../test/toasts.ts";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { DeleteButton } from "./delete-button.tsx";

beforeAll(loadAdminCatalog);
afterEach(cleanup);

describe("a row's Delete", () => {
  it("says the item goes to the Trash, and deletes only after the confirmation", async () => {
    const onDelete = vi.fn(async () => undefined);
    renderAdmin(<DeleteButton itemName="Open day" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Open day" }));
    expect(screen.getByText(/^It goes to the Trash, where it can be restored for \d+ days\.$/)).toBeTruthy();
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledOnce());
    await waitFor(() => expect(shownToasts().some((text) => text.includes("Open day"))).toBe(true));
  });

  it("says what its caller says instead, where a deletion is for good (accounts)", async () => {
    renderAdmin(<DeleteButton itemName="Abebe" detail="Their account is removed." onDelete={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Delete Abebe" }));
    expect(screen.getByText("Their account is removed.")).toBeTruthy();
    expect(screen.queryByText(/Trash/)).toBeNull();
  });
});
