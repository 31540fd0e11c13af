// A member's own pending or rejected listing opens in the posting form with every saved value: its
// texts, its choices (selects), its ticked boxes and its dates, for each of the four kinds; an older
// internship's several companies go back as they were unless the member changes the box.
import { OPPORTUNITY_KINDS, type OpportunityKind, VOCABULARIES } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, loadNamespaces } from "../../../../lib/i18n.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { escapeRegExp } from "../../../../test/catalog-keys.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { ownListingQueryOptions } from "../api/submit-listing.ts";
import { type FieldSpec, KIND_FIELDS } from "../kind-fields.ts";
import { PostForm } from "./post-form.tsx";

const ID = 42;

/** A stored value for one field: never a vocabulary's first value, so a blank select cannot pass. */
function storedValue(kind: OpportunityKind, field: FieldSpec): unknown {
  const values = field.vocabulary ? VOCABULARIES[field.vocabulary].values : [];
  switch (field.control) {
    case "select":
      return values[values.length - 1];
    case "checkboxes":
      return [values[1], values[values.length - 1]];
    case "list":
      return ["Kenya", "Ghana"];
    case "organisation":
      return kind === "internships" ? ["Shega Media"] : "Shega Media";
    case "language":
      return "om";
    case "date":
      return "2027-03-04T00:00:00.000Z";
    case "url":
      return "https://example.org/apply";
    case "textarea":
      return `<p>Saved ${field.name}.</p>`;
    default:
      return `Saved ${field.name}`;
  }
}

const savedItem = (kind: OpportunityKind): Record<string, unknown> => ({
  id: ID,
  status: "rejected",
  reviewReason: "Add a link",
  language: "en",
  translations: {},
  ...Object.fromEntries(KIND_FIELDS[kind].map((field) => [field.name, storedValue(kind, field)])),
});

afterEach(() => vi.unstubAllGlobals());

async function renderEdit(kind: OpportunityKind, item: Record<string, unknown>) {
  await loadNamespaces(["post", "opportunities", "common"]);
  // The stored listing is in the cache; its refetch (staleTime 0) never answers.
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => {})),
  );
  const queryClient = createQueryClient();
  queryClient.setQueryData(ownListingQueryOptions(kind, ID).queryKey, item as never);
  return renderWithApp(<PostForm kind={kind} id={ID} />, { url: "/post-opportunity", queryClient });
}

describe("Posting form, editing a saved listing", () => {
  it.each(OPPORTUNITY_KINDS)("opens a saved %s with every value, its selects included", async (kind) => {
    const item = savedItem(kind);
    const { unmount } = await renderEdit(kind, item);
    const t = i18n.getFixedT("en", "post");
    await screen.findByRole("heading", { name: "Edit and resubmit" });

    for (const field of KIND_FIELDS[kind]) {
      const name = new RegExp(`^${escapeRegExp(t(`fields.${field.name}`))}`);
      const stored = item[field.name] as string | string[];
      switch (field.control) {
        case "select":
        case "language":
          expect(screen.getByRole("combobox", { name }), field.name).toHaveValue(stored);
          break;
        case "checkboxes": {
          const ticked = within(screen.getByRole("group", { name }))
            .getAllByRole<HTMLInputElement>("checkbox")
            .filter((box) => box.checked)
            .map((box) => box.value);
          expect(ticked, field.name).toEqual(stored);
          break;
        }
        case "list":
          expect(screen.getByRole("textbox", { name }), field.name).toHaveValue("Kenya, Ghana");
          break;
        case "organisation":
          expect(screen.getByRole("textbox", { name }), field.name).toHaveValue("Shega Media");
          break;
        case "date":
          expect(screen.getByLabelText(name), field.name).toHaveValue("2027-03-04");
          break;
        case "textarea":
          expect(screen.getByRole("textbox", { name }), field.name).toHaveValue(`Saved ${field.name}.`);
          break;
        default:
          expect(screen.getByRole("textbox", { name }), field.name).toHaveValue(stored);
      }
    }
    unmount();
  });
});

describe("Posting form, an older internship with several companies", () => {
  /** Resubmits the opened internship after `edit`, and answers the company list it sent. */
  async function resubmit(company: string[], edit?: (box: HTMLElement) => Promise<void>) {
    const user = userEvent.setup();
    await renderEdit("internships", { ...savedItem("internships"), company });
    const sent = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ internship: { id: ID } }),
    );
    // The cached listing's refetch still never answers; the resubmission does.
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init?: RequestInit) =>
        init?.method === "PUT" ? sent(url, init) : new Promise<Response>(() => {}),
      ),
    );
    const box = await screen.findByRole("textbox", { name: /^Organisation/ });
    expect(box).toHaveValue(company.join(", "));
    await edit?.(box);
    await user.click(screen.getByRole("button", { name: "Preview" }));
    await user.click(await screen.findByRole("button", { name: "Resubmit for review" }));
    await screen.findByRole("heading", { name: "Sent for review" });
    const body = sent.mock.calls[0]?.[1]?.body;
    const value = body instanceof FormData ? body.get("company") : undefined;
    return JSON.parse(String(value)) as unknown;
  }

  it("keeps the stored companies when the box is left as it opened", async () => {
    expect(await resubmit(["Shega Media", "Ethio Telecom"])).toEqual(["Shega Media", "Ethio Telecom"]);
  });

  it("sends one company, commas kept, once the box is changed", async () => {
    const retyped = async (box: HTMLElement) => {
      await userEvent.clear(box);
      await userEvent.type(box, "Shega Media, PLC");
    };
    expect(await resubmit(["Shega Media", "Ethio Telecom"], retyped)).toEqual(["Shega Media, PLC"]);
  });

  it("keeps a single stored company with a comma as one", async () => {
    expect(await resubmit(["Shega Media, PLC"])).toEqual(["Shega Media, PLC"]);
  });
});

describe("Posting form, changing a listing nobody rejected", () => {
  it("names a waiting listing's edit a change, not a resubmission: nobody has reviewed it yet", async () => {
    await renderEdit("jobs", { ...savedItem("jobs"), status: "pending", reviewReason: null });
    await screen.findByRole("heading", { name: "Change your listing" });
    await userEvent.click(screen.getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("button", { name: "Send the changes" })).toBeInTheDocument();
  });
});
