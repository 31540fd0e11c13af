import type { ResourceType } from "@btw/contracts";
import type { PdfDocument } from "../pdf.ts";
import * as documents from "./resource-documents.ts";

export type Slide = { title: string; lines: string[] };

/** A downloadable file of the demo resources, made once by render-seed-files.ts into prisma/seed-files. */
export type SeedFile =
  | { name: `${string}.pdf`; document: PdfDocument }
  | { name: `${string}.webp`; infographic: { title: string; steps: string[]; palette: number } }
  | { name: `${string}.webm` | `${string}.mp4`; slides: Slide[]; palette: number };

interface DemoResource {
  types: ResourceType;
  title: string;
  description: string;
  file: SeedFile;
}

const MIME_TYPES = {
  pdf: "application/pdf",
  webp: "image/webp",
  webm: "video/webm",
  mp4: "video/mp4",
} as const;

export function mimeTypeOf(file: SeedFile): string {
  const extension = file.name.split(".").pop() as keyof typeof MIME_TYPES;
  return MIME_TYPES[extension];
}

/** At least one resource for every type of RESOURCE_TYPES, each with a real file. */
export const DEMO_RESOURCES: DemoResource[] = [
  {
    types: "resume-sample",
    title: "Resume sample: junior software engineer",
    description: "A one-page resume for a fresh computer science graduate, with notes on what makes it work.",
    file: { name: "resume-sample-software-engineer.pdf", document: documents.resumeSample },
  },
  {
    types: "cover-letter",
    title: "Cover letter sample: internship application",
    description: "A complete letter for a mobile developer internship and why each paragraph is there.",
    file: { name: "cover-letter-internship.pdf", document: documents.coverLetterSample },
  },
  {
    types: "personal-statement",
    title: "Personal statement guide: structure and checklist",
    description: "How to organise a statement for scholarship panels, and what to check before you submit.",
    file: { name: "personal-statement-guide.pdf", document: documents.personalStatementGuide },
  },
  {
    types: "sop-sample",
    title: "Statement of purpose sample: MSc in Data Science",
    description: "A full statement of purpose for a European master's, built around a real work problem.",
    file: { name: "sop-sample-data-science.pdf", document: documents.sopSample },
  },
  {
    types: "toefl",
    title: "TOEFL iBT at a glance",
    description: "The four sections, how scoring works, and a six-week preparation plan.",
    file: { name: "toefl-at-a-glance.pdf", document: documents.toeflGuide },
  },
  {
    types: "ielts",
    title: "IELTS Writing Task 2: a 40-minute plan",
    description: "How to split your time in the essay task, on one page.",
    file: {
      name: "ielts-writing-task-2-plan.webp",
      infographic: {
        title: "IELTS Writing Task 2 in 40 minutes",
        palette: 1,
        steps: [
          "5 min: read the question twice, decide your view",
          "5 min: plan two body paragraphs with examples",
          "25 min: write 260 to 290 words in four paragraphs",
          "5 min: check verbs, articles and spelling",
        ],
      },
    },
  },
  {
    types: "ielts",
    title: "IELTS Speaking: practice questions and tips",
    description: "Questions for all three parts of the speaking test, with tips from band 8 candidates.",
    file: { name: "ielts-speaking-practice.pdf", document: documents.ieltsSpeaking },
  },
  {
    types: "duolingo",
    title: "Duolingo English Test: a four-week plan",
    description: "What to check before booking and how to prepare in four weeks.",
    file: { name: "duolingo-four-week-plan.pdf", document: documents.duolingoPlan },
  },
  {
    types: "coursera",
    title: "Coursera Financial Aid, step by step",
    description:
      "Take certificate courses for free: how to apply for financial aid and which courses to start with.",
    file: { name: "coursera-financial-aid.pdf", document: documents.courseraAid },
  },
  {
    types: "edx",
    title: "edX: learn for free on the audit track",
    description: "A visual guide to auditing edX courses without paying, and when a certificate is worth it.",
    file: {
      name: "edx-audit-track.webp",
      infographic: {
        title: "edX for free: the audit track",
        palette: 5,
        steps: [
          "Choose a course and select Audit this course",
          "Follow the weekly schedule like a class",
          "Do every graded exercise, even if unscored",
          "Pay for a certificate only when a job needs it",
        ],
      },
    },
  },
  {
    types: "udemy",
    title: "Choosing a good Udemy course: a checklist",
    description: "Five checks before you buy a course, so your money and time go to the good ones.",
    file: { name: "udemy-course-checklist.pdf", document: documents.udemyChecklist },
  },
  {
    types: "public-speaking",
    title: "Public speaking: five habits in under a minute",
    description: "A short video lesson on breathing, pace, eye contact and ending strongly.",
    file: {
      name: "public-speaking-five-habits.webm",
      palette: 3,
      slides: [
        { title: "Public speaking", lines: ["Five habits in under a minute"] },
        { title: "1. Breathe first", lines: ["Two slow breaths before", "your first word"] },
        { title: "2. Slow down", lines: ["Pause after every key point", "Silence sounds confident"] },
        { title: "3. Look at people", lines: ["One person, one sentence,", "then the next person"] },
        { title: "4. Tell one story", lines: ["Audiences remember stories,", "not slides"] },
        { title: "5. End on purpose", lines: ["Say your message again,", "then say thank you"] },
      ],
    },
  },
  {
    types: "public-speaking",
    title: "Speech outline template",
    description: "A simple outline for a five-minute talk, a pitch or an interview answer.",
    file: { name: "speech-outline-template.pdf", document: documents.speechOutline },
  },
  {
    types: "video-resource",
    title: "How to apply for a scholarship: the steps in a minute",
    description: "A one-minute overview of a scholarship application, from shortlist to interview.",
    file: {
      name: "scholarship-steps-overview.mp4",
      palette: 0,
      slides: [
        { title: "Applying for a scholarship", lines: ["The steps, in one minute"] },
        { title: "Shortlist", lines: ["Five to eight programmes", "that fit your field and goals"] },
        { title: "Prepare", lines: ["English test, referees,", "authenticated documents"] },
        { title: "Write", lines: ["Personal statement and study plan", "Ask a mentor to read them"] },
        { title: "Submit early", lines: ["Portals slow down", "in the last week"] },
        { title: "Interview", lines: ["Three stories ready:", "leadership, challenge, plan"] },
      ],
    },
  },
  {
    types: "video-resource",
    title: "Scholarship application timeline",
    description: "A month-by-month plan working back from a deadline a year away.",
    file: { name: "scholarship-application-timeline.pdf", document: documents.scholarshipTimeline },
  },
];
