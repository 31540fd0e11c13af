import { blogInputSchema } from "@btw/contracts";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { TextAreaField, TextField } from "../../../components/field.tsx";
import { ApiError } from "../../../lib/http.ts";
import { FormFrame } from "../components/form-frame.tsx";
import { ReauthDialog } from "../session/reauth-dialog.tsx";
import { loadAdminCatalog, renderAdmin, testAdmin } from "../testing/render-admin.tsx";
import { type SaveWithFile, useEditForm } from "./use-edit-form.ts";
import { draftStorageKey } from "./use-form-draft.ts";

const PATH = "/admin/blogs/new";

function PostForm({ onSave }: { onSave: SaveWithFile }) {
  const { form, errors, fieldError, frame } = useEditForm(
    blogInputSchema,
    {
      defaultValues: {
        title: "",
        description: "",
        content: "",
        status: "published",
        publishAt: "",
        language: "en",
        translations: "{}",
      },
      keepDraft: true,
    },
    onSave,
  );
  return (
    <FormFrame label="Blog post" state={frame} submitLabel="Create" cancelTo="/admin/blogs">
      <TextField label="Title" error={fieldError(errors.title)} {...form.register("title")} />
      <TextAreaField
        label="Summary"
        error={fieldError(errors.description)}
        {...form.register("description")}
      />
      <TextAreaField label="Content" error={fieldError(errors.content)} {...form.register("content")} />
    </FormFrame>
  );
}

function renderPostForm(onSave: SaveWithFile) {
  return renderAdmin(
    <>
      <PostForm onSave={onSave} />
      <ReauthDialog email={testAdmin.email} />
    </>,
    { path: PATH },
  );
}

async function fillPost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), "Why we mentor");
  await user.type(screen.getByLabelText(/^Summary/), "A long post written over an hour.");
  await user.type(screen.getByLabelText(/^Content/), "Paragraph one.");
}

describe("admin edit forms: an ended session and drafts", () => {
  beforeAll(loadAdminCatalog);
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("asks to sign in again over the form when Save answers 401, then sends the same values", async () => {
    const user = userEvent.setup();
    const onSave = vi
      .fn<SaveWithFile>()
      .mockRejectedValueOnce(new ApiError(401, "Session ended"))
      .mockResolvedValueOnce(undefined);
    const login = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(
        JSON.stringify({ token: "fresh-token", expiresAt: "2099-01-01T00:00:00.000Z", users: testAdmin }),
        {
          status: 200,
          headers: { "Content-Type": "application/json" },
        },
      ),
    );
    renderPostForm(onSave);
    await fillPost(user);
    await user.click(screen.getByRole("button", { name: "Create" }));

    const dialog = await screen.findByRole("dialog", { name: "Sign in again to continue" });
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Email/)).toHaveValue(testAdmin.email);
    // The form underneath keeps what was typed.
    expect(screen.getByLabelText(/^Title/, { selector: "input[name=title]" })).toHaveValue("Why we mentor");
    await user.type(screen.getByLabelText(/^Password/, { selector: "input" }), "admin-password-123");
    await user.click(screen.getByRole("button", { name: "Sign in and continue" }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]?.[0]).toEqual(onSave.mock.calls[0]?.[0]);
    expect(login).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem("userInfo") ?? "{}").token).toBe("fresh-token");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(localStorage.getItem(draftStorageKey(testAdmin.id, PATH))).toBeNull();
  });

  it("keeps unsaved values as a draft that comes back after a reload, with a notice and a discard button", async () => {
    const user = userEvent.setup();
    const first = renderPostForm(vi.fn<SaveWithFile>());
    await fillPost(user);
    expect(
      JSON.parse(localStorage.getItem(draftStorageKey(testAdmin.id, PATH)) ?? "{}").values,
    ).toMatchObject({
      title: "Why we mentor",
      content: "Paragraph one.",
    });
    first.unmount();

    renderPostForm(vi.fn<SaveWithFile>());
    expect(await screen.findByText(/A draft you had not saved was restored/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue("Why we mentor");
    expect(screen.getByLabelText(/^Content/)).toHaveValue("Paragraph one.");

    await user.click(screen.getByRole("button", { name: "Discard draft" }));
    expect(screen.getByLabelText(/^Title/)).toHaveValue("");
    expect(screen.queryByText(/A draft you had not saved was restored/)).not.toBeInTheDocument();
    expect(localStorage.getItem(draftStorageKey(testAdmin.id, PATH))).toBeNull();
  });

  it("forgets the draft once the save succeeds", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<SaveWithFile>().mockResolvedValue(undefined);
    renderPostForm(onSave);
    await fillPost(user);
    expect(localStorage.getItem(draftStorageKey(testAdmin.id, PATH))).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(localStorage.getItem(draftStorageKey(testAdmin.id, PATH))).toBeNull());
  });
});
