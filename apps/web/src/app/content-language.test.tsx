import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlogCard } from "../features/blogs/components/blog-card.tsx";
import { InternshipCard } from "../features/opportunities/kinds/internships/components/internship-card.tsx";
import { InternshipDetailBody } from "../features/opportunities/kinds/internships/internship-detail-page.tsx";
import { JobCard } from "../features/opportunities/kinds/jobs/components/job-card.tsx";
import { ScholarshipDetailBody } from "../features/opportunities/kinds/scholarships/scholarship-detail-page.tsx";
import { ResourceCard } from "../features/resources/components/resource-card.tsx";
import { loadNamespaces, setLanguage } from "../lib/i18n.ts";
import { aBlog, aJob, anInternship, aResource, aScholarship } from "../test/fixtures.ts";
import { renderWithApp } from "../test/render.tsx";

describe("content in the reader's language", () => {
  beforeEach(async () => {
    await setLanguage("am");
  });
  afterEach(async () => {
    await setLanguage("en");
  });

  it("marks a text shown in its original language with its lang and says it is not yet translated", async () => {
    const blog = aBlog(1, {
      title: "Startup pitch day",
      description: "የጀማሪ ንግዶች ቀን",
      language: "en",
      fieldLanguages: { title: "en", description: "am", content: "en" },
    });
    renderWithApp(<BlogCard blog={blog} />);
    expect(await screen.findByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Startup pitch day" })).toHaveAttribute("lang", "en");
    expect(screen.getByText("የጀማሪ ንግዶች ቀን")).not.toHaveAttribute("lang");
  });

  it("adds nothing when every field is in the page's language", async () => {
    const blog = aBlog(2, { title: "ርዕስ", description: "መግለጫ", language: "am" });
    renderWithApp(<BlogCard blog={blog} />);
    expect(await screen.findByRole("heading", { name: "ርዕስ" })).not.toHaveAttribute("lang");
    expect(screen.queryByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeNull();
  });

  it("says on a listing's card, in the reader's language, that its English text is not yet translated", async () => {
    await setLanguage("om");
    await loadNamespaces(["opportunities", "listing"]);
    const job = aJob(3, {
      JobTitle: "Data Analyst",
      Description: "<p>Analyse survey data.</p>",
      language: "en",
      fieldLanguages: { JobTitle: "en", Description: "en" },
    });
    renderWithApp(<JobCard job={job} />);
    expect(await screen.findByText("Ammallee gara Afaan Oromootti hin hiikamne")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Data Analyst" })).toHaveAttribute("lang", "en");
  });

  it("says so on a detail page, and marks only the fields left in English", async () => {
    await loadNamespaces(["opportunities", "listing"]);
    const item = aScholarship(4, {
      title: "የንባብ ሽልማት",
      experience: "Any degree",
      description: "<p>ሙሉ የትምህርት ዕድል።</p>",
      language: "en",
      fieldLanguages: { title: "am", experience: "en", description: "am" },
    });
    renderWithApp(<ScholarshipDetailBody item={item} />);
    expect(await screen.findByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeInTheDocument();
    expect(screen.getByText("Any degree")).toHaveAttribute("lang", "en");
    expect(screen.getByText("ሙሉ የትምህርት ዕድል።").closest("[lang]")?.getAttribute("lang")).not.toBe("en");
  });

  it("adds no note on a listing fully in the page's language", async () => {
    await loadNamespaces(["opportunities", "listing"]);
    const job = aJob(5, {
      JobTitle: "የመረጃ ተንታኝ",
      Description: "<p>የዳሰሳ መረጃ ይተነትናሉ።</p>",
      language: "en",
      fieldLanguages: { JobTitle: "am", Description: "am" },
    });
    renderWithApp(<JobCard job={job} />);
    expect(await screen.findByRole("heading", { name: "የመረጃ ተንታኝ" })).not.toHaveAttribute("lang");
    expect(screen.queryByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeNull();
  });

  it("says so on a resource's card too", async () => {
    await loadNamespaces(["resources"]);
    const resource = aResource(6, {
      title: "CV template",
      description: "A one-page CV to fill in.",
      language: "en",
      fieldLanguages: { title: "en", description: "en" },
    });
    renderWithApp(<ResourceCard resource={resource} />);
    expect(await screen.findByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "CV template" })).toHaveAttribute("lang", "en");
  });

  it("marks an internship's skills, never translated, with their language and says so beside them; its card leaves them out", async () => {
    await loadNamespaces(["opportunities", "listing"]);
    const item = anInternship(7, {
      title: "የመረጃ ተለማማጅ",
      Responsibilities: "<p>መረጃ ያጸዳሉ።</p>",
      Benefits: "<p>ወርሃዊ ክፍያ።</p>",
      skill: ["Data cleaning", "Statistics"],
      language: "en",
      fieldLanguages: { title: "am", Responsibilities: "am", Benefits: "am" },
    });
    const detail = renderWithApp(<InternshipDetailBody item={item} />);
    const skills = await screen.findByText(/Data cleaning/);
    expect(skills).toHaveAttribute("lang", "en");
    expect(skills.closest("dd")).toHaveTextContent("ገና ወደ አማርኛ አልተተረጎመም");
    expect(screen.getAllByText("ገና ወደ አማርኛ አልተተረጎመም")).toHaveLength(1);
    detail.unmount();
    renderWithApp(<InternshipCard internship={item} />);
    expect(await screen.findByRole("heading", { name: "የመረጃ ተለማማጅ" })).not.toHaveAttribute("lang");
    expect(screen.queryByText("Data cleaning")).toBeNull();
    expect(screen.queryByText("ገና ወደ አማርኛ አልተተረጎመም")).toBeNull();
  });

  it("says once, above, that an internship not translated at all is not, skills and all", async () => {
    await loadNamespaces(["opportunities", "listing"]);
    const item = anInternship(8, {
      title: "Data intern",
      Responsibilities: "<p>Clean data.</p>",
      Benefits: "<p>A monthly stipend.</p>",
      skill: ["Statistics"],
      language: "en",
      fieldLanguages: { title: "en", Responsibilities: "en", Benefits: "en" },
    });
    renderWithApp(<InternshipDetailBody item={item} />);
    expect(await screen.findByText("Statistics")).toHaveAttribute("lang", "en");
    expect(screen.getAllByText("ገና ወደ አማርኛ አልተተረጎመም")).toHaveLength(1);
  });
});
