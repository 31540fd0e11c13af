import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { aJob, anInternship, aScholarship, aTraining } from "../../../test/fixtures.ts";
import { renderWithApp } from "../../../test/render.tsx";
import { InternshipCard } from "../kinds/internships/components/internship-card.tsx";
import { JobCard } from "../kinds/jobs/components/job-card.tsx";
import { ScholarshipCard } from "../kinds/scholarships/components/scholarship-card.tsx";
import { TrainingCard } from "../kinds/training/components/training-card.tsx";
import { readSaved, writeSaved } from "../saved/saved-store.ts";

const DAY = 24 * 60 * 60 * 1000;
/** A deadline `days` from now, at the end of that day. */
const inDays = (days: number) => new Date(Date.now() + days * DAY - 60_000).toISOString();

afterEach(() => writeSaved([]));

const cards: Array<{ name: string; card: ReactNode; title: string; href: string; texts: string[] }> = [
  {
    name: "a scholarship",
    card: (
      <ScholarshipCard
        scholarship={aScholarship(3, {
          title: "Global Fellowship",
          URL: "https://www.daad.de/en/scholarships/",
          eligibilityCountries: ["Ethiopia", "Kenya"],
          fieldsOfStudy: ["Data Science"],
          deadline: inDays(40),
        })}
      />
    ),
    title: "Global Fellowship",
    href: "/resource/scholarships/3",
    texts: ["daad.de", "Ethiopia, Kenya", "Fully Funded", "On campus", "Data Science", "40 days left"],
  },
  {
    name: "an internship",
    card: (
      <InternshipCard
        internship={anInternship(4, {
          company: ["Gebeya Inc."],
          skill: ["React", "CSS"],
          deadline: inDays(3),
        })}
      />
    ),
    title: "Web Development Intern",
    href: "/resource/internships/4",
    texts: ["Gebeya Inc.", "Ethiopia", "Open now", "React", "CSS", "3 days left"],
  },
  {
    name: "a training",
    card: (
      <TrainingCard
        training={aTraining(5, {
          Title: "Cloud bootcamp",
          selectedCountries: ["Japan"],
          applyUrl: "https://learn.example.org/cloud",
          startDate: "2026-12-01T00:00:00.000Z",
          endDate: "2026-12-20T00:00:00.000Z",
          deadline: inDays(10),
        })}
      />
    ),
    title: "Cloud bootcamp",
    href: "/resource/training/5",
    texts: ["learn.example.org", "Japan", "1 December 2026 to 20 December 2026", "10 days left"],
  },
  {
    name: "a job",
    card: (
      <JobCard
        job={aJob(6, {
          JobTitle: "Data Analyst",
          company: "Ethio Telecom",
          location: "Adama",
          Type: "Part-time",
          verifiedOrganisation: true,
          deadline: inDays(1),
        })}
      />
    ),
    title: "Data Analyst",
    href: "/resource/job-opportunities/6",
    texts: ["Ethio Telecom", "Adama", "Part-time", "Verified organisation", "1 day left"],
  },
];

describe("the lists' compact cards", () => {
  it.each(cards)("$name: title, who, where, the deadline's days left and its facts", ({ card, texts }) => {
    const { container } = renderWithApp(card);
    const article = container.querySelector("article") as HTMLElement;
    for (const text of texts) expect(within(article).getByText(text, { exact: false })).toBeInTheDocument();
    expect(article.querySelector("time")).toBeInTheDocument();
    // No picture: the card stays short.
    expect(article.querySelector("img")).toBeNull();
  });

  it.each(cards)(
    "$name: opens through one link, its title's, with Save beside it",
    async ({ card, title, href }) => {
      const { container } = renderWithApp(card);
      const article = container.querySelector("article") as HTMLElement;
      const links = within(article).getAllByRole("link");
      expect(links).toHaveLength(1);
      const [link] = links as [HTMLElement];
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAccessibleName(title);
      expect(within(article).getByRole("heading", { level: 3, name: title })).toContainElement(link);
      // The link is stretched over the card by CSS; Save is its own button, outside the link.
      const save = within(article).getByRole("button", { name: new RegExp(`^Save\\b.*${title}$`) });
      expect(link).not.toContainElement(save);
      await userEvent.click(save);
      expect(save).toHaveAttribute("aria-pressed", "true");
      expect(readSaved()).toHaveLength(1);
    },
  );

  it("flags a deadline that is closing soon, and says when there is none", () => {
    renderWithApp(
      <>
        <JobCard job={aJob(1, { deadline: inDays(2) })} />
        <JobCard job={aJob(2, { deadline: null })} />
      </>,
    );
    const [soon, open] = screen.getAllByRole("article") as [HTMLElement, HTMLElement];
    expect(within(soon).getByText(/2 days left/)).toHaveClass("tag--red");
    expect(within(soon).getByText(/Closing soon/)).toBeInTheDocument();
    expect(within(open).getByText("Open until filled")).toBeInTheDocument();
    expect(within(open).queryByText(/days? left/)).toBeNull();
  });

  it("writes an English deadline in both calendars", () => {
    renderWithApp(<JobCard job={aJob(1, { deadline: "2026-11-22T00:00:00.000Z" })} />);
    expect(screen.getByText("22 Nov 2026 (Hidar 13, 2019 E.C.)")).toHaveAttribute(
      "datetime",
      "2026-11-22T00:00:00.000Z",
    );
  });
});
