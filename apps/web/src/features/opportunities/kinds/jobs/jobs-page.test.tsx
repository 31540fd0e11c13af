import { PAGE_SIZES } from "@btw/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../../lib/query-client.ts";
import { aJob, pageOf } from "../../../../test/fixtures.ts";
import { renderWithApp } from "../../../../test/render.tsx";
import { jobSuggestionsQueryOptions } from "./api/get-job-suggestions.ts";
import { jobsQueryOptions } from "./api/get-jobs.ts";
import JobsPage from "./jobs-page.tsx";

describe("Jobs list", () => {
  it("starts again at page 1 when the search changes, and keeps the search in the address", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      jobsQueryOptions({ page: 3, q: "developer" }, "en").queryKey,
      pageOf("jobs", [aJob(5, { JobTitle: "Backend Developer" })], 3, PAGE_SIZES.jobs, 6),
    );
    queryClient.setQueryData(
      jobsQueryOptions({ page: 1, q: "analyst" }, "en").queryKey,
      pageOf("jobs", [aJob(9, { JobTitle: "Data Analyst", Description: "Dashboards." })], 1, PAGE_SIZES.jobs),
    );
    queryClient.setQueryData(jobSuggestionsQueryOptions("analyst", "en").queryKey, ["Data Analyst"]);
    queryClient.setQueryData(jobSuggestionsQueryOptions("developer", "en").queryKey, ["Backend Developer"]);
    const { location } = renderWithApp(<JobsPage />, {
      url: "/resource/job-opportunities?q=developer&page=3",
      queryClient,
    });

    expect(screen.getByText("Backend Developer")).toBeInTheDocument();
    const box = screen.getByRole("combobox", { name: "Search job positions" });
    expect(box).toHaveValue("developer");
    await userEvent.clear(box);
    await userEvent.paste("analyst");
    await userEvent.keyboard("{Enter}");
    expect(location()).toBe("/resource/job-opportunities?q=analyst");
    expect(await screen.findByRole("heading", { name: "Data Analyst" })).toBeInTheDocument();
  });
});
