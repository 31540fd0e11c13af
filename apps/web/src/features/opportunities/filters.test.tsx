import { PAGE_SIZES } from "@btw/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { resourcesByTypeQueryOptions } from "../../lib/get-resources-by-type.ts";
import { createQueryClient } from "../../lib/query-client.ts";
import { anInternship, aScholarship, aTraining, pageOf } from "../../test/fixtures.ts";
import { renderWithApp } from "../../test/render.tsx";
import { internshipsQueryOptions } from "./kinds/internships/api/get-internships.ts";
import InternshipsPage from "./kinds/internships/internships-page.tsx";
import { scholarshipsQueryOptions } from "./kinds/scholarships/api/get-scholarships.ts";
import ScholarshipsPage from "./kinds/scholarships/scholarships-page.tsx";
import { trainingQueryOptions } from "./kinds/training/api/get-training.ts";
import TrainingPage from "./kinds/training/training-page.tsx";

function cacheWithVideos() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(resourcesByTypeQueryOptions("video-resource", "en").queryKey, { resources: [] });
  return queryClient;
}

const cardTitles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("Scholarships filter: Select Fields of Study", () => {
  it("asks the API for the chosen field, starts again at page 1 and keeps the choice in the address", async () => {
    const queryClient = cacheWithVideos();
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 2 }, "en").queryKey,
      pageOf("scholarships", [aScholarship(7), aScholarship(8)], 2, PAGE_SIZES.scholarships, 8),
    );
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1, fieldOfStudy: "Data Science" }, "en").queryKey,
      pageOf("scholarships", [
        aScholarship(3, { title: "Data Science Fellowship", fieldsOfStudy: ["Data Science"] }),
      ]),
    );
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
      pageOf("scholarships", [aScholarship(1)], 1, 6, 8),
    );
    const { location } = renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?page=2",
      queryClient,
    });

    expect(cardTitles()).toEqual(expect.arrayContaining(["Scholarship 7", "Scholarship 8"]));
    const select = screen.getByRole("combobox", { name: "Select Fields of Study" });
    expect(within(select).getAllByRole("option")).toHaveLength(8);

    await userEvent.selectOptions(select, "Data Science");
    expect(location()).toBe("/resource/scholarships?field=Data+Science");
    expect(await screen.findByText("Data Science Fellowship")).toBeInTheDocument();
    expect(screen.queryByText("Scholarship 7")).not.toBeInTheDocument();

    // Clearing the filter restores the full list.
    await userEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(location()).toBe("/resource/scholarships");
    expect(await screen.findByText("Scholarship 1")).toBeInTheDocument();
  });

  it("ignores a field in the address that is not one of the choices", () => {
    const queryClient = cacheWithVideos();
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
      pageOf("scholarships", [aScholarship(1)]),
    );
    renderWithApp(<ScholarshipsPage />, { url: "/resource/scholarships?field=Astrology", queryClient });
    expect(screen.getByRole("combobox", { name: "Select Fields of Study" })).toHaveValue("");
    expect(screen.getByText("Scholarship 1")).toBeInTheDocument();
  });

  it("says so when no scholarship matches", () => {
    const queryClient = cacheWithVideos();
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1, fieldOfStudy: "Human Rights Law" }, "en").queryKey,
      pageOf("scholarships", []),
    );
    renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?field=Human+Rights+Law",
      queryClient,
    });
    expect(screen.getByText("No open scholarships match these filters yet.")).toBeInTheDocument();
  });
});

describe("Internship filter: Select Internship Category", () => {
  it("filters by category through the API", async () => {
    const queryClient = cacheWithVideos();
    queryClient.setQueryData(
      internshipsQueryOptions({ page: 1 }, "en").queryKey,
      pageOf("internships", [anInternship(1)], 1, 3),
    );
    queryClient.setQueryData(
      internshipsQueryOptions({ page: 1, category: "AI & Machine Learning Intern" }, "en").queryKey,
      pageOf(
        "internships",
        [anInternship(2, { internshipCategory: "AI & Machine Learning Intern", company: ["iCog Labs"] })],
        1,
        3,
      ),
    );
    const { location } = renderWithApp(<InternshipsPage />, { url: "/resource/internships", queryClient });
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Select Internship Category" }),
      "AI & Machine Learning Intern",
    );
    expect(location()).toBe("/resource/internships?category=AI+%26+Machine+Learning+Intern");
    expect(await screen.findByText("iCog Labs")).toBeInTheDocument();
  });
});

describe("Training filter: Select Training Place", () => {
  it("filters by country through the API and pages within the filter", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(
      trainingQueryOptions({ page: 1 }, "en").queryKey,
      pageOf("training", [aTraining(1)], 1, 4),
    );
    queryClient.setQueryData(
      trainingQueryOptions({ page: 1, country: "Japan" }, "en").queryKey,
      pageOf("training", [aTraining(2, { Title: "Robotics in Osaka" })], 1, 4, 5),
    );
    queryClient.setQueryData(
      trainingQueryOptions({ page: 2, country: "Japan" }, "en").queryKey,
      pageOf("training", [aTraining(3, { Title: "Design in Kyoto" })], 2, 4, 5),
    );
    const { location } = renderWithApp(<TrainingPage />, { url: "/resource/training", queryClient });
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Select Training Place" }), "Japan");
    expect(await screen.findByText("Robotics in Osaka")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("link", { name: "Next" }));
    expect(location()).toBe("/resource/training?country=Japan&page=2");
    expect(await screen.findByText("Design in Kyoto")).toBeInTheDocument();
  });
});

describe("The list's heading follows its order", () => {
  it("says the newest come first, the nearest deadlines under that order, and under closing soon, that the list keeps to its window", async () => {
    const queryClient = cacheWithVideos();
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1, sort: "deadline" }, "en").queryKey,
      pageOf("scholarships", [aScholarship(3)]),
    );
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1 }, "en").queryKey,
      pageOf("scholarships", [aScholarship(1)]),
    );
    queryClient.setQueryData(
      scholarshipsQueryOptions({ page: 1, sort: "closing-soon" }, "en").queryKey,
      pageOf("scholarships", [aScholarship(2)]),
    );
    const { unmount } = renderWithApp(<ScholarshipsPage />, { url: "/resource/scholarships", queryClient });
    expect(screen.getByRole("heading", { level: 2, name: "New scholarships" })).toBeInTheDocument();
    unmount();
    const deadline = renderWithApp(<ScholarshipsPage />, {
      url: "/resource/scholarships?sort=deadline",
      queryClient,
    });
    expect(screen.getByRole("heading", { level: 2, name: "Nearest deadline first" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sort" })).toHaveValue("deadline");
    deadline.unmount();
    renderWithApp(<ScholarshipsPage />, { url: "/resource/scholarships?sort=closing-soon", queryClient });
    expect(screen.getByRole("heading", { level: 2, name: "Closing within 7 days" })).toBeInTheDocument();
    expect(screen.getByText(/^Open listings whose deadline is within the next 7 days/)).toBeInTheDocument();
  });
});
