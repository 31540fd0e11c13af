import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { loadNamespaces, setLanguage } from "../../../../lib/i18n.ts";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { closingSoonQueryOptions } from "../api/get-closing-soon.ts";
import { ClosingSoonSection } from "./closing-soon-section.tsx";

afterEach(async () => {
  await setLanguage("en");
});

describe("ClosingSoonSection", () => {
  it("names an internship by its category's label in the page's language, other titles as stored", async () => {
    await setLanguage("am");
    await loadNamespaces(["listing", "opportunities", "common"]);
    const queryClient = createQueryClient();
    const deadline = "2026-11-25T00:00:00.000Z";
    queryClient.setQueryData(closingSoonQueryOptions(6, "am").queryKey, {
      closingSoon: [
        {
          kind: "internships",
          id: 1,
          title: "Web Development Intern",
          deadline,
          path: "/resource/internships/1",
          daysLeft: 2,
        },
        {
          kind: "internships",
          id: 2,
          title: "Beekeeping Intern",
          deadline,
          path: "/resource/internships/2",
          daysLeft: 2,
        },
        {
          kind: "jobs",
          id: 3,
          title: "Full-time",
          deadline,
          path: "/resource/job-opportunities/3",
          daysLeft: 2,
        },
      ],
    });
    renderWithApp(<ClosingSoonSection />, { queryClient });
    expect(await screen.findByRole("heading", { name: "የዌብ ልማት ተለማማጅ" })).toBeInTheDocument();
    expect(screen.queryByText("Web Development Intern")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Beekeeping Intern" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Full-time" })).toBeInTheDocument();
  });
});
