// The text of the demo PDF guides. Short, practical and true enough to be useful to a real applicant.
import { TEST_FEES } from "@btw/contracts";
import { formatUsdFee } from "@btw/i18n";
import type { PdfDocument } from "../pdf.ts";

const FOOTER = "Born To Win - free guides for Ethiopian students";

export const resumeSample: PdfDocument = {
  title: "Abebe Kassa",
  subtitle: "Junior Software Engineer  |  Addis Ababa  |  abebe.kassa@example.com  |  +251 911 000 111",
  footer: `Resume sample - ${FOOTER}`,
  sections: [
    {
      heading: "Profile",
      paragraphs: [
        "Computer science graduate who builds web applications with React and Node.js. Led a four-person team that shipped a campus events app used by 3,000 students. Looking for a junior developer role in fintech or e-commerce.",
      ],
    },
    {
      heading: "Education",
      bullets: [
        "BSc in Computer Science, Addis Ababa University, 2020 - 2024. CGPA 3.62/4.00. Final project: offline-first attendance app for rural schools.",
      ],
    },
    {
      heading: "Experience",
      bullets: [
        "Software Engineering Intern, Addis fintech startup, Jun - Sep 2023. Built three payment settlement reports in Node.js and PostgreSQL; cut the finance team's weekly reconciliation from a day to two hours.",
        "Volunteer Instructor, Born To Win digital skills bootcamp, 2023. Taught HTML and CSS to 60 participants in evening classes; 48 completed the final project.",
      ],
    },
    {
      heading: "Projects",
      bullets: [
        "Campus Events (React, Firebase): event listings and RSVPs for student clubs; 3,000 monthly users.",
        "Amharic Keyboard Trainer (JavaScript): typing practice in Ge'ez script; 400 stars on GitHub.",
      ],
    },
    {
      heading: "Skills",
      bullets: [
        "Languages: JavaScript, TypeScript, Python, SQL. Tools: React, Node.js, PostgreSQL, Git, Docker basics.",
        "Languages spoken: Amharic (native), English (fluent, IELTS 7.5), Afaan Oromo (conversational).",
      ],
    },
    {
      heading: "How to use this sample",
      paragraphs: [
        "Keep your resume to one page until you have five years of experience. Start every bullet with a verb, and give a number for the result whenever you can. Put the section that is strongest for the job (education for a fresh graduate, experience later) near the top.",
      ],
    },
  ],
};

export const coverLetterSample: PdfDocument = {
  title: "Cover letter sample: internship application",
  subtitle: "A letter for a mobile developer internship, with notes on why each part works.",
  footer: `Cover letter sample - ${FOOTER}`,
  sections: [
    {
      paragraphs: [
        "Dear Hiring Team,",
        "I am writing to apply for the Mobile App Developer Internship advertised on Born To Win. I am a fourth-year software engineering student at Adama Science and Technology University, and over the past year I have built two Flutter apps that real people use every day.",
        "The first, a bus timetable app for Adama, has 1,200 installs and works offline because most of its users ride with their data switched off. Building it taught me to test on inexpensive Android phones, to keep the app small, and to listen to users: the most requested feature turned out to be Amharic numerals, not maps.",
        "Your team builds payments for people who have never had a bank account. I would like to learn how you design for trust and for slow networks, and I can contribute from day one with Flutter, REST APIs and careful testing.",
        "Thank you for considering my application. I would welcome the chance to discuss how I can help your team this summer.",
        "Sincerely,",
        "Mekdes Alemayehu",
      ],
    },
    {
      heading: "Why it works",
      bullets: [
        "The first paragraph says which role, where you saw it, and who you are, in three sentences.",
        "The middle paragraph proves one claim with one story and a number.",
        "The third paragraph shows that you know what the company does and why you want to work there.",
        "It fits on one page and ends with a clear, polite request.",
      ],
    },
  ],
};

export const personalStatementGuide: PdfDocument = {
  title: "Personal statement guide: structure and checklist",
  subtitle: "For undergraduate and master's scholarship applications.",
  footer: `Personal statement guide - ${FOOTER}`,
  sections: [
    {
      heading: "What the reader wants to know",
      paragraphs: [
        "A personal statement answers three questions: who are you, why this programme, and what will you do with it. Everything you write should help answer one of them. Reviewers read quickly, so make each answer easy to find.",
      ],
    },
    {
      heading: "A structure that works",
      bullets: [
        "Opening (about 10%): a specific moment or problem that shows why you care about your field.",
        "Preparation (about 35%): what you have studied and done, with results. Pick two or three experiences and go deep.",
        "Fit (about 25%): why this programme and this university. Name courses, labs or professors.",
        "Future (about 25%): your plan after graduation, in Ethiopia or your region. Be concrete.",
        "Close (about 5%): one or two sentences that return to your opening.",
      ],
    },
    {
      heading: "Checklist before you submit",
      bullets: [
        "It is within the word or character limit of the portal.",
        "Every paragraph could only have been written by you.",
        "You have cut phrases such as 'since childhood' and 'passionate about'.",
        "Two people have read it, and one of them did not know your story.",
        "You have read it aloud once, slowly.",
      ],
    },
  ],
};

export const sopSample: PdfDocument = {
  title: "Statement of purpose sample: MSc in Data Science",
  subtitle: "An example for a European master's application, about 700 words.",
  footer: `SOP sample - ${FOOTER}`,
  sections: [
    {
      paragraphs: [
        "In my final year at Hawassa University I spent three months cleaning the records of a regional health bureau. The data described 40,000 children's vaccinations, and a fifth of the rows disagreed with each other. Fixing them by hand, I realised that the hardest problem in public health data in Ethiopia is not a lack of models but a lack of trustworthy data and of people who can build the pipelines that produce it.",
        "My degree in statistics gave me the foundations: probability, regression, experimental design. Since graduating I have worked for two years as a data officer at a health NGO in Addis Ababa, where I built our first automated reporting pipeline in Python and trained twelve colleagues to use it. The time to produce the monthly report fell from nine days to one.",
        "I am applying to the MSc in Data Science because its courses in data engineering and machine learning for health match the two gaps I feel most. I am particularly interested in the research group working on missing-data methods, whose paper on imputation for health surveys I used in my own work.",
        "After the programme I plan to return to Ethiopia to lead data engineering for a national health programme, and to teach what I learn: I have already run two evening workshops on Python for public health students and would like to turn them into a free course.",
        "I bring practical experience with messy, real-world data, the habit of explaining technical work to non-specialists, and a clear plan for using this degree. I would be proud to join your programme.",
      ],
    },
    {
      heading: "Notes",
      bullets: [
        "Open with a real problem you worked on, not a quotation.",
        "Give numbers: records, people trained, time saved.",
        "Show you read about the programme: one specific research group or course is enough.",
      ],
    },
  ],
};

export const toeflGuide: PdfDocument = {
  title: "TOEFL iBT at a glance",
  subtitle: `Sections, timing, scoring and preparation. Test fee: ${formatUsdFee(TEST_FEES.toefl)}.`,
  footer: `TOEFL guide - ${FOOTER}`,
  sections: [
    {
      heading: "The four sections",
      bullets: [
        "Reading: academic passages with questions on meaning, detail and structure.",
        "Listening: lectures and campus conversations; take notes while you listen.",
        "Speaking: four tasks, one independent and three that combine reading or listening with speaking.",
        "Writing: an integrated task (read, listen, write) and an academic discussion task.",
      ],
    },
    {
      heading: "Scoring",
      paragraphs: [
        "Each section is scored from 0 to 30, for a total of 120. Many universities ask for 80 to 100. Check the minimum for each section as well as the total: some programmes set a floor for speaking or writing.",
      ],
    },
    {
      heading: "A six-week plan",
      bullets: [
        "Week 1: take a full practice test under real timing to find your weakest section.",
        "Weeks 2 - 4: daily practice on the two weakest sections; read one academic article a day.",
        "Week 5: record your speaking answers and compare them with sample responses.",
        "Week 6: two more full practice tests; rest the day before the exam.",
      ],
    },
  ],
};

export const ieltsSpeaking: PdfDocument = {
  title: "IELTS Speaking: practice questions and tips",
  subtitle: `For the Academic test. Test fee in Ethiopia: ${formatUsdFee(TEST_FEES.ielts)}.`,
  footer: `IELTS speaking - ${FOOTER}`,
  sections: [
    {
      heading: "Part 1: familiar topics (4 - 5 minutes)",
      bullets: [
        "Do you work or are you a student? What do you enjoy about it?",
        "Tell me about the area where you live. Has it changed in recent years?",
        "How do you usually spend your weekends?",
      ],
    },
    {
      heading: "Part 2: the long turn (3 - 4 minutes)",
      paragraphs: [
        "Describe a teacher who influenced you. You should say who the teacher was, what subject they taught, what they did that was special, and explain why they influenced you. You have one minute to prepare and should speak for up to two minutes.",
      ],
    },
    {
      heading: "Part 3: discussion (4 - 5 minutes)",
      bullets: [
        "What makes a good teacher in your country?",
        "Will online learning replace classrooms? Why or why not?",
        "Should university education be free for everyone?",
      ],
    },
    {
      heading: "Tips",
      bullets: [
        "Answer, then add a reason and an example. Two or three sentences in Part 1 is right.",
        "It is fine to pause and think; silence costs less than a memorised answer.",
        "Practise with a timer and record yourself; listen for repeated words.",
      ],
    },
  ],
};

export const duolingoPlan: PdfDocument = {
  title: "Duolingo English Test: a four-week plan",
  subtitle: `The test costs ${formatUsdFee(TEST_FEES.duolingo)}, takes about an hour and is taken at home.`,
  footer: `Duolingo English Test - ${FOOTER}`,
  sections: [
    {
      heading: "Before you book",
      bullets: [
        "Check that every university and scholarship you apply to accepts the test.",
        "You need a quiet room, a computer with a camera and microphone, and a stable connection. Plan for a power backup.",
        "Results usually arrive within two days.",
      ],
    },
    {
      heading: "Four weeks",
      bullets: [
        "Week 1: take the free practice test on the official site to learn the question types.",
        "Week 2: vocabulary and 'read and select' questions, 20 minutes a day.",
        "Week 3: speaking and writing prompts with a timer; record and review.",
        "Week 4: two full practice tests, then a rest day before the real one.",
      ],
    },
  ],
};

export const courseraAid: PdfDocument = {
  title: "Coursera Financial Aid, step by step",
  subtitle: "How to take a paid certificate course for free.",
  footer: `Coursera Financial Aid - ${FOOTER}`,
  sections: [
    {
      bullets: [
        "Open the course page and choose 'Financial aid available' under the enrol button.",
        "Fill in the application: your annual income in US dollars and why you need aid (about 150 words each for your background and goals).",
        "Be specific: name the job or scholarship the certificate helps you reach.",
        "Submit and wait about 15 days. You can audit the course's free material while you wait.",
        "Once approved, finish the course within 180 days to keep the certificate free.",
      ],
    },
    {
      heading: "Good first courses",
      bullets: [
        "Google Data Analytics, for data analyst roles.",
        "Python for Everybody (University of Michigan), for programming basics.",
        "Global Health: An Interdisciplinary Overview (University of Geneva).",
      ],
    },
  ],
};

export const udemyChecklist: PdfDocument = {
  title: "Choosing a good Udemy course: a checklist",
  footer: `Udemy checklist - ${FOOTER}`,
  sections: [
    {
      paragraphs: [
        "Udemy has thousands of courses on every topic, and their quality varies. Before you pay, check these points. Udemy runs frequent sales: never pay the full listed price.",
      ],
      bullets: [
        "Updated in the last twelve months (look for 'Last updated' under the title).",
        "Rated 4.5 or above with at least a few thousand reviews.",
        "The preview lessons are clear and the instructor's English is easy for you to follow.",
        "It includes projects, not only videos. You learn by building.",
        "The instructor answers questions in the Q&A section.",
      ],
    },
  ],
};

export const speechOutline: PdfDocument = {
  title: "Speech outline template",
  subtitle: "For a five-minute talk, a pitch or a scholarship interview answer.",
  footer: `Speech outline - ${FOOTER}`,
  sections: [
    {
      heading: "Opening (30 seconds)",
      bullets: [
        "A story, a question or a surprising number.",
        "One sentence that says what the talk is about.",
      ],
    },
    {
      heading: "Three points (4 minutes)",
      bullets: [
        "Point one, with an example.",
        "Point two, with an example.",
        "Point three, with an example. Use signposts: first, next, finally.",
      ],
    },
    {
      heading: "Close (30 seconds)",
      bullets: ["Repeat the message in one sentence.", "End with what you want the audience to do."],
    },
  ],
};

export const scholarshipTimeline: PdfDocument = {
  title: "Scholarship application timeline",
  subtitle: "Working back from a deadline twelve months away.",
  footer: `Application timeline - ${FOOTER}`,
  sections: [
    {
      bullets: [
        "12 months before: shortlist five to eight programmes; note deadlines and documents in one spreadsheet.",
        "10 months: book your English test; ask two referees early.",
        "8 months: first drafts of your personal statement and study plan.",
        "6 months: get transcripts and certificates authenticated by the Ministry of Education.",
        "4 months: final drafts reviewed by a mentor; take the English test.",
        "2 months: submit applications; do not wait for the last week, portals slow down.",
        "After submitting: prepare for interviews and keep copies of everything.",
      ],
    },
  ],
};
