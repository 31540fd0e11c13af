import type { INTERNSHIP_CATEGORIES } from "@btw/contracts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { daysFromNow } from "../factories.ts";
import { type ArtworkKey, seedImage } from "./artwork-catalog.ts";

type Category = (typeof INTERNSHIP_CATEGORIES)[number];
type InternshipRow = Partial<Prisma.InternshipUncheckedCreateInput> & {
  internshipCategory: Category;
  applyUrl: string;
};

const PICTURE: Record<Category, ArtworkKey> = {
  "Web Development Intern": "internship-web",
  "AI & Machine Learning Intern": "internship-ai",
  "Software Developer Intern (C/C++/Java)": "internship-software",
  "Mobile App Developer Intern": "internship-mobile",
  "Time Management & Productivity Intern": "internship-productivity",
  "Leadership & Public Speaking Intern": "internship-leadership",
  Other: "internship-productivity",
};

const withPicture = (row: InternshipRow): InternshipRow => ({
  photo1: seedImage(PICTURE[row.internshipCategory]),
  ...row,
});

/** Two or more a category: companies in Addis Ababa and remote teams that hire from Ethiopia. */
export function demoInternships(now: Date): InternshipRow[] {
  const day = (days: number) => daysFromNow(days, now);
  const rows: InternshipRow[] = [
    {
      internshipCategory: "Web Development Intern",
      company: ["Gebeya Inc."],
      title: "Frontend intern, talent marketplace",
      pay: "paid",
      city: "Addis Ababa",
      workplace: "hybrid",
      skill: ["HTML & CSS", "JavaScript", "React", "Git"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Build responsive pages for Gebeya's talent marketplace with React, fix bugs reported by users, write tests for the components you touch and join code reviews with senior engineers.",
      Benefits:
        "Monthly stipend, a MacBook for the internship, weekly mentorship sessions and the chance of a full-time offer after three months.",
      applyUrl: "https://www.gebeya.com/",
      openDate: day(-10),
      deadline: day(6),
    },
    {
      internshipCategory: "Web Development Intern",
      company: ["Automattic (remote)"],
      pay: "paid",
      workplace: "remote",
      skill: ["PHP", "JavaScript", "WordPress", "English communication"],
      eligibilityCountries: ["Ethiopia", "Worldwide"],
      Responsibilities:
        "Work with a distributed team on WordPress.com features, pair with a mentor across time zones, and ship a small project of your own by the end of the term.",
      Benefits:
        "Paid, fully remote, flexible hours, a home-office stipend and a mentor for the whole internship.",
      applyUrl: "https://automattic.com/work-with-us/",
      openDate: day(-3),
      deadline: day(40),
    },
    {
      internshipCategory: "AI & Machine Learning Intern",
      company: ["iCog Labs"],
      title: "Machine learning research intern",
      pay: "paid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Python", "PyTorch", "Linear algebra", "Data cleaning"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Help the research team in Addis Ababa prepare Amharic language datasets, train and evaluate models, and write up your experiments for the weekly lab meeting.",
      Benefits:
        "Stipend, GPU time for your experiments, co-authorship on papers you contribute to, and lunch on site.",
      applyUrl: "https://icog-labs.com/",
      openDate: day(-7),
      deadline: day(24),
    },
    {
      internshipCategory: "AI & Machine Learning Intern",
      company: ["Kifiya Financial Technology"],
      pay: "paid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Python", "SQL", "scikit-learn", "Statistics"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Explore credit-scoring data for smallholder farmers and small businesses, build baseline models, and present what you find to the data science team.",
      Benefits: "Monthly stipend, transport allowance, a certificate and a reference letter.",
      applyUrl: "https://kifiya.com/",
      openDate: day(-1),
      deadline: day(35),
    },
    {
      internshipCategory: "Software Developer Intern (C/C++/Java)",
      company: ["Safaricom Ethiopia"],
      pay: "paid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Java", "Spring Boot", "SQL", "Linux"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Join a backend squad working on M-PESA Ethiopia services: write Java services and their tests, take part in stand-ups and learn how a telecom runs software at scale.",
      Benefits: "Competitive stipend, mobile data bundle, structured graduate learning programme.",
      applyUrl: "https://www.safaricom.et/",
      openDate: day(-14),
      deadline: day(12),
    },
    {
      internshipCategory: "Software Developer Intern (C/C++/Java)",
      company: ["Ethio Telecom"],
      pay: "unpaid",
      city: "Adama",
      workplace: "on_site",
      skill: ["C", "C++", "Networking basics", "Problem solving"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Support the network software team with tools in C and C++ for monitoring equipment, write documentation and automate routine checks.",
      Benefits: "Stipend, training with the engineering academy and a completion certificate.",
      applyUrl: "https://www.ethiotelecom.et/",
      openDate: day(-5),
      deadline: day(50),
    },
    {
      internshipCategory: "Mobile App Developer Intern",
      company: ["Chapa Financial Technologies"],
      pay: "paid",
      city: "Addis Ababa",
      workplace: "hybrid",
      skill: ["Flutter", "Dart", "REST APIs", "Git"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Build screens for a payments app in Flutter, connect them to Chapa's APIs, and test on the Android phones most of our customers use.",
      Benefits: "Paid internship, flexible hours, the chance to ship to real users in your first month.",
      applyUrl: "https://chapa.co/",
      openDate: day(-2),
      deadline: day(28),
    },
    {
      internshipCategory: "Mobile App Developer Intern",
      company: ["Ethiopian Airlines Group"],
      pay: "paid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Kotlin", "Swift", "Mobile UI testing", "Teamwork"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Work with the digital team on the airline's mobile app: fix bugs, measure performance on low-end phones, and help release a new booking feature.",
      Benefits: "Stipend, lunch at the Bole headquarters, mentorship from the mobile lead.",
      applyUrl: "https://www.ethiopianairlines.com/",
      openDate: day(-9),
      deadline: day(19),
    },
    {
      internshipCategory: "Time Management & Productivity Intern",
      company: ["Doist (remote)"],
      pay: "unpaid",
      workplace: "remote",
      skill: ["Writing", "Research", "Notion or Todoist", "English"],
      eligibilityCountries: ["Ethiopia", "Worldwide"],
      Responsibilities:
        "Research how students and remote teams plan their work, write practical guides on productivity methods, and test features of a task manager with real users.",
      Benefits: "Paid, remote, async-first team; a learning budget for books and courses.",
      applyUrl: "https://doist.com/careers",
      openDate: day(-4),
      deadline: day(31),
    },
    {
      internshipCategory: "Time Management & Productivity Intern",
      company: ["Born To Win"],
      title: "Programme assistant, student mentoring",
      pay: "unpaid",
      city: "Hawassa",
      workplace: "hybrid",
      skill: ["Planning", "Google Workspace", "Communication"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Keep our scholarship calendar up to date, plan weekly study sessions for applicants, and track deadlines so no student misses one.",
      Benefits: "Transport allowance, mentorship from our programme lead, reference letter.",
      applyUrl: "https://borntowin.org/",
      openDate: day(0),
      deadline: day(21),
    },
    {
      internshipCategory: "Leadership & Public Speaking Intern",
      company: ["BlueMoon Ethiopia"],
      pay: "unpaid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Public speaking", "Event planning", "Amharic and English"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Host workshops for young founders, coach them for pitch days, and help run the youth agribusiness incubator's community events.",
      Benefits: "Stipend, a front-row seat at demo days, and a network of founders and investors.",
      applyUrl: "https://www.bluemoonethiopia.com/",
      openDate: day(-6),
      deadline: day(16),
    },
    {
      internshipCategory: "Leadership & Public Speaking Intern",
      company: ["ice addis"],
      pay: "unpaid",
      city: "Addis Ababa",
      workplace: "on_site",
      skill: ["Facilitation", "Storytelling", "Social media"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Facilitate meetups at the innovation hub, present programmes to partners, and tell the stories of the community on our channels.",
      Benefits: "Stipend, free co-working, training in facilitation and design thinking.",
      applyUrl: "https://www.iceaddis.com/",
      openDate: day(-11),
      deadline: day(44),
    },
    // Organisations outside technology post too: their own title, and "Other" with a description.
    {
      internshipCategory: "Other",
      categoryOther: "Public health",
      title: "Public health intern, community clinics",
      company: ["Adama Hospital Medical College"],
      pay: "unpaid",
      city: "Adama",
      workplace: "on_site",
      skill: ["Data collection", "Health education", "Afaan Oromo"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Support community health workers in Adama's outreach clinics: record screening data, help run health education sessions and summarise the results for the public health team.",
      Benefits:
        "Transport allowance, supervision by a public health officer and a certificate of practical training.",
      applyUrl: "https://www.ahmc.edu.et/",
      openDate: day(-4),
      deadline: day(25),
    },
    {
      internshipCategory: "Other",
      categoryOther: "Agriculture",
      title: "Agricultural extension intern",
      company: ["Ethiopian Agricultural Transformation Institute"],
      pay: "paid",
      city: "Hawassa",
      workplace: "on_site",
      skill: ["Field surveys", "Agronomy", "Report writing"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Visit farmer cooperatives with extension officers, collect data on seed and fertiliser use, and help prepare short guides for farmers in local languages.",
      Benefits: "Monthly stipend, field transport and mentoring from experienced agronomists.",
      applyUrl: "https://www.ata.gov.et/",
      openDate: day(-2),
      deadline: day(33),
    },
  ];
  return rows.map(withPicture);
}

export function pendingInternships(now: Date): InternshipRow[] {
  return [
    withPicture({
      internshipCategory: "Web Development Intern",
      company: ["Shega Media"],
      pay: "paid",
      city: "Addis Ababa",
      workplace: "hybrid",
      skill: ["Next.js", "SEO", "Content management"],
      eligibilityCountries: ["Ethiopia"],
      Responsibilities:
        "Help maintain the newsroom website and build interactive data stories with the editors.",
      Benefits: "Stipend and a byline on the stories you help build.",
      applyUrl: "https://shega.co/",
      openDate: now,
      deadline: daysFromNow(30, now),
      status: "pending",
    }),
  ];
}
