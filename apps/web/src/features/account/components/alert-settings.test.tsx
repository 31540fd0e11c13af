// A member's weekly-alert settings: each followed kind offers its list's filters, as saved, and the
// form sends the chosen ones; the filters of kinds not followed are not offered.
import type { AlertPreferences } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadNamespaces, setLanguage } from "../../../lib/i18n.ts";
import { createQueryClient } from "../../../lib/query-client.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { alertPreferencesQueryOptions } from "../api/alert-preferences.ts";
import { AlertSettings } from "./alert-settings.tsx";

const saved: AlertPreferences = {
  enabled: true,
  kinds: ["jobs"],
  fieldsOfStudy: [],
  countries: [],
  filters: { jobs: { workplace: "remote" } },
  language: "om",
};
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage("en");
});

async function renderSettings(alerts: AlertPreferences) {
  await loadNamespaces(["account", "opportunities", "common"]);
  const queryClient = createQueryClient();
  queryClient.setQueryData(alertPreferencesQueryOptions().queryKey, alerts);
  return renderWithApp(<AlertSettings />, { url: "/account", queryClient });
}

const kindGroup = (name: string) => screen.getByRole("group", { name });

describe("Alert settings", () => {
  it("offers the list filters of each followed kind, as saved, and sends the chosen ones", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      json(200, { alerts: { ...saved, ...JSON.parse(String(init?.body)) } }),
    );
    vi.stubGlobal("fetch", fetch);
    await renderSettings(saved);

    const jobs = await screen.findByRole("group", { name: "Job opportunities" });
    expect(within(jobs).getByRole("combobox", { name: "On site or remote" })).toHaveValue("remote");
    expect(within(jobs).getByRole("combobox", { name: "Experience level" })).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Language of the email" })).toHaveValue("om");
    // Only jobs are followed: the other kinds' filters are not offered.
    expect(screen.queryByRole("group", { name: "Internships" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("checkbox", { name: "Internship" }));
    const internships = kindGroup("Internships");
    await userEvent.selectOptions(
      within(internships).getByRole("combobox", { name: "Paid or unpaid" }),
      "paid",
    );
    await userEvent.selectOptions(within(jobs).getByRole("combobox", { name: "City" }), "Addis Ababa");
    await userEvent.click(
      within(screen.getByRole("group", { name: /^Countries/ })).getByRole("checkbox", { name: "Germany" }),
    );
    const send = screen.getByRole("button", { name: "Save alerts" });
    await userEvent.click(send);

    // Said beside the button (the form's top is a phone's screen away), after every field.
    const said = await screen.findByText("Your alert settings are saved.");
    const language = screen.getByRole("combobox", { name: "Language of the email" });
    expect(language.compareDocumentPosition(said) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(said.compareDocumentPosition(send) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain("/alerts/preferences");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      kinds: ["internships", "jobs"],
      countries: ["Germany"],
      language: "om",
      filters: { jobs: { workplace: "remote", city: "Addis Ababa" }, internships: { pay: "paid" } },
    });
  });

  it("offers every kind's filters when no kind is ticked (every kind is followed), in the reader's language", async () => {
    await setLanguage("am");
    await renderSettings({ ...saved, kinds: [], filters: {}, countries: ["Kenya"] });
    // Countries are ticked, in the reader's words; one saved before is still offered, ticked.
    const countries = await screen.findByRole("group", { name: /^ሀገራት/ });
    expect(within(countries).getByRole("checkbox", { name: "ኢትዮጵያ" })).not.toBeChecked();
    expect(within(countries).getByRole("checkbox", { name: "ኬንያ" })).toBeChecked();
    for (const kind of ["የትምህርት ዕድሎች", "የሥራ ልምምድ", "ሥልጠና", "የሥራ ዕድሎች"])
      expect(await screen.findByRole("group", { name: kind })).toBeInTheDocument();
    expect(screen.getByText("ለእያንዳንዱ ዓይነት ማጣሪያዎች")).toBeInTheDocument();
  });

  it("asks for fields of study once: the scholarships' filters leave them to the form's own list", async () => {
    await renderSettings({ ...saved, kinds: ["scholarships"], filters: {} });
    const scholarships = await screen.findByRole("group", { name: "Scholarships" });
    expect(within(scholarships).getByRole("combobox", { name: "Funding" })).toBeInTheDocument();
    expect(within(scholarships).queryByRole("combobox", { name: /field/i })).not.toBeInTheDocument();
    expect(screen.getAllByRole("group", { name: /fields of study/i })).toHaveLength(1);
  });
});
