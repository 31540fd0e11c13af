import type { JOB_TYPES } from "@btw/contracts";
import type { Prisma } from "../../generated/prisma/client.ts";
import { daysFromNow } from "../factories.ts";

type JobRow = Partial<Prisma.JobUncheckedCreateInput> & {
  JobTitle: string;
  Type: (typeof JOB_TYPES)[number];
};

const ADDIS = "Addis Ababa, Ethiopia";

export function demoJobs(now: Date): JobRow[] {
  const day = (days: number) => daysFromNow(days, now);
  return [
    {
      JobTitle: "Junior Frontend Developer (React)",
      jobCategory: "technology",
      experienceLevel: "entry",
      city: "Addis Ababa",
      workplace: "hybrid",
      Type: "Full-time",
      company: "Gebeya Inc.",
      location: ADDIS,
      Description:
        "Build and maintain the web apps of a pan-African talent marketplace. You know React and TypeScript basics, care about accessible interfaces, and want to grow in a team that reviews every change. 0 to 2 years of experience.",
      applyUrl: "https://www.gebeya.com/",
      deadline: day(18),
    },
    {
      JobTitle: "Data Analyst",
      jobCategory: "technology",
      experienceLevel: "mid",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Full-time",
      company: "Kifiya Financial Technology",
      location: ADDIS,
      Description:
        "Turn transaction and survey data into dashboards and reports that help lenders reach small businesses. SQL, Excel and one of Python or R; a degree in statistics, economics or computer science.",
      applyUrl: "https://kifiya.com/",
      deadline: day(6),
    },
    {
      JobTitle: "Customer Experience Associate (Amharic and English)",
      jobCategory: "business",
      experienceLevel: "entry",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Full-time",
      company: "Safaricom Ethiopia",
      location: ADDIS,
      Description:
        "Help customers by phone and chat with their mobile and M-PESA accounts. Fluent Amharic and English; Afaan Oromo or Tigrinya is a plus. Shift work with transport provided.",
      applyUrl: "https://www.safaricom.et/",
      deadline: day(23),
    },
    {
      JobTitle: "Junior Backend Developer (Node.js)",
      jobCategory: "technology",
      experienceLevel: "entry",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Full-time",
      company: "Chapa Financial Technologies",
      location: ADDIS,
      Description:
        "Write and test Node.js services behind a payment gateway used by thousands of Ethiopian merchants. You know JavaScript well, have used PostgreSQL, and like understanding how money moves.",
      applyUrl: "https://chapa.co/",
      deadline: day(29),
    },
    {
      JobTitle: "telebirr Agent Trainer",
      jobCategory: "marketing",
      experienceLevel: "mid",
      city: "Adama",
      workplace: "on_site",
      Type: "Contract",
      company: "Ethio Telecom",
      location: "Addis Ababa and regional towns",
      Description:
        "Six-month contract training telebirr agents on onboarding customers, cash in and cash out, and fraud prevention. Travel to regional towns; a diploma and training experience required.",
      applyUrl: "https://www.ethiotelecom.et/",
      deadline: day(11),
    },
    {
      JobTitle: "IELTS Preparation Tutor",
      jobCategory: "education",
      experienceLevel: "mid",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Part-time",
      company: "Born To Win Learning Circle",
      location: "Bole, Addis Ababa",
      Description:
        "Teach two evening classes a week for students preparing for IELTS and the Duolingo English Test. A band score of 7.5 or above and some teaching experience.",
      applyUrl: "https://borntowin.org/",
      deadline: day(15),
    },
    {
      JobTitle: "Graduate Trainee, Finance and Accounting",
      jobCategory: "finance",
      experienceLevel: "entry",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Full-time",
      company: "Dashen Bank",
      location: ADDIS,
      Description:
        "A one-year rotation through branch operations, credit and finance for recent graduates in accounting, economics or management, with a CGPA of 3.0 or above.",
      applyUrl: "https://dashenbanksc.com/",
      deadline: day(9),
    },
    {
      JobTitle: "Technology Writer",
      jobCategory: "technology",
      experienceLevel: "mid",
      workplace: "remote",
      Type: "Remote",
      company: "Shega Media",
      location: "Remote, Addis Ababa time zone",
      Description:
        "Report on Ethiopia's startups, fintech and digital policy. Two published samples in English; Amharic writing is a plus. Work from anywhere in Ethiopia with a weekly editorial call.",
      applyUrl: "https://shega.co/",
      deadline: day(34),
    },
    {
      JobTitle: "Scholarship Application Mentor",
      jobCategory: "education",
      experienceLevel: "senior",
      city: "Addis Ababa",
      workplace: "hybrid",
      Type: "Volunteer",
      company: "Born To Win",
      location: "Addis Ababa or online",
      Description:
        "Guide two or three students through their scholarship applications: review essays, run mock interviews and keep them on schedule. Ideal for alumni of international programmes; about three hours a week.",
      applyUrl: "https://borntowin.org/",
      deadline: null,
    },
    {
      JobTitle: "Monitoring and Evaluation Officer",
      jobCategory: "development",
      experienceLevel: "mid",
      city: "Bahir Dar",
      workplace: "on_site",
      Type: "Contract",
      company: "Ethiopian Public Health Institute",
      location: ADDIS,
      Description:
        "Support data collection and reporting for a national health programme. A degree in public health or statistics, experience with KoboToolbox or ODK, and two years in a similar role.",
      applyUrl: "https://ephi.gov.et/",
      deadline: day(26),
    },
    {
      JobTitle: "UX Research Intern",
      jobCategory: "technology",
      experienceLevel: "entry",
      city: "Addis Ababa",
      workplace: "on_site",
      Type: "Internship",
      company: "ice addis",
      location: ADDIS,
      Description:
        "Three months interviewing users, running usability tests and sharing findings with startup teams at the innovation hub. Curiosity and clear writing matter more than a portfolio.",
      applyUrl: "https://www.iceaddis.com/",
      deadline: day(20),
    },
    {
      JobTitle: "Community Events Coordinator",
      jobCategory: "other",
      categoryOther: "Events and community",
      experienceLevel: "entry",
      city: "Hawassa",
      workplace: "on_site",
      Type: "Part-time",
      company: "BlueMoon Ethiopia",
      location: ADDIS,
      Description:
        "Plan and run the monthly founder meetups and the quarterly pitch day: venues, speakers, registrations and follow-up. Twenty hours a week.",
      applyUrl: "https://www.bluemoonethiopia.com/",
      deadline: day(38),
    },
  ];
}

export function pendingJobs(now: Date): JobRow[] {
  return [
    {
      JobTitle: "Android Developer",
      jobCategory: "technology",
      experienceLevel: "senior",
      city: "Addis Ababa",
      workplace: "hybrid",
      Type: "Full-time",
      company: "Addis Software",
      location: ADDIS,
      Description: "Build Android apps for clients in banking and logistics. Two years of Kotlin experience.",
      applyUrl: "https://www.ethiojobs.net/",
      deadline: daysFromNow(25, now),
      status: "pending",
    },
  ];
}
