import { TEST_FEES } from "@btw/contracts";
import { formatUsdFee } from "@btw/i18n";
import type { Prisma } from "../../generated/prisma/client.ts";
import { daysFromNow } from "../factories.ts";
import { type ArtworkKey, seedImage } from "./artwork-catalog.ts";

type BlogRow = Partial<Prisma.BlogUncheckedCreateInput> & { title: string };

interface Post {
  title: string;
  description: string;
  paragraphs: string[];
  picture: ArtworkKey;
  daysAgo: number;
}

// Newest first, as the blog lists them; the first two are the home page's "News and events".
const POSTS: Post[] = [
  {
    title: "Free online digital skills bootcamp: eight weeks, starting soon",
    description:
      "Web basics, spreadsheets, online safety and freelancing: a free evening bootcamp for students and graduates anywhere in Ethiopia.",
    picture: "blog-digital-skills-bootcamp",
    daysAgo: 2,
    paragraphs: [
      "Our next digital skills bootcamp opens registration this week. Over eight weeks, two evenings a week, participants learn to build a simple website, work confidently with spreadsheets, stay safe online and find their first freelance clients. Every session runs online, so you can join from Addis Ababa, Hawassa, Mekelle or anywhere with a phone and a data bundle.",
      "The bootcamp is free. It is taught by volunteers who work as developers, analysts and designers in Ethiopia and abroad, and each week ends with a small project that goes into your portfolio. Sessions are recorded for those who lose power or connection, and mentors answer questions in a group chat between classes.",
      "Places are limited to 300 participants so that mentors can review every project. We give priority to final-year students, recent graduates and young women returning to work. Those who finish all eight projects receive a certificate and an invitation to our internship matching day.",
      "To register, fill in the short form on the Training page and choose the evening slot that suits you. If you have questions, write to us through the feedback form or on WhatsApp; we answer within two working days.",
    ],
  },
  {
    title: "Startup pitch day: fifteen startups, one room full of investors",
    description:
      "Fifteen early-stage Ethiopian startups pitched to investors, mentors and donors in Addis Ababa. Here is what we saw and who won.",
    picture: "blog-startup-pitch-day",
    daysAgo: 6,
    paragraphs: [
      "Last Saturday fifteen startups took the stage in Bole for our pitch day, each with five minutes to present and five minutes of questions. More than 200 guests came: angel investors, representatives of local banks, diaspora donors and the founders' families, who cheered louder than anyone.",
      "The startups covered agriculture, health, education, logistics and finance. A team from Jimma showed a soil-testing kit that farmers can use with a phone; two sisters from Adama presented a tutoring app that works offline in Amharic and Afaan Oromo; a group of engineering graduates demonstrated an electric three-wheeler built from locally sourced parts.",
      "The jury awarded three seed grants of 150,000 birr each, funded entirely by donations to our startup support programme. All fifteen teams join a six-month mentorship track with founders who have already raised investment, and four teams were invited by investors to follow-up meetings the same evening.",
      "Thank you to our volunteers, our jury and every donor who made the day possible. Applications for the next pitch day open in three months; founders can start preparing with our pitch deck guide in the Resources section.",
    ],
  },
  {
    title: "How to write a personal statement scholarship panels remember",
    description:
      "Five habits of strong statements, from the first sentence to the final read-through, with examples from students who won.",
    picture: "blog-personal-statement",
    daysAgo: 13,
    paragraphs: [
      "Reviewers read hundreds of statements for a single programme. The ones they remember start with something specific: a moment, a problem you saw, a project you built. Replace 'I have always been passionate about public health' with the afternoon you spent counting patients in a rural clinic's waiting room.",
      "Then connect your past to the programme and the programme to your future. Name the courses or professors that matter to you, and say what you will do when you return to Ethiopia. Chevening and Mastercard Foundation reviewers in particular look for a believable plan to give back.",
      "Keep it honest and keep it short. Stay within the word limit, cut every sentence that could appear in anyone's statement, and ask two people to read it aloud to you. Hearing your own words is the fastest way to find the sentences that do not sound like you.",
    ],
  },
  {
    title: "Scholarship Q&A night with DAAD and Chevening alumni",
    description:
      "Six alumni answered 90 minutes of questions about applications, interviews and life abroad. The recording and notes are now online.",
    picture: "blog-alumni-qa-night",
    daysAgo: 21,
    paragraphs: [
      "On Thursday evening six Ethiopian alumni of DAAD, Chevening, Fulbright and Stipendium Hungaricum joined us online for a question-and-answer session. More than 400 students registered, and the questions did not stop for ninety minutes.",
      "The most asked question was about work experience. The alumni agreed that the quality of what you did matters more than the title: volunteering, research assistance and running a student club all count, if you can describe what changed because of you.",
      "Interviews came second. Their advice: know your own essays well, prepare three stories that show leadership, and practise answering in under two minutes. Several alumni offered to run mock interviews for shortlisted applicants this season.",
    ],
  },
  {
    title: "Inside our mentorship circles: 120 students, 40 mentors",
    description:
      "Every month, small groups of students meet a mentor to plan applications, practise English and keep each other going.",
    picture: "blog-mentorship-circles",
    daysAgo: 30,
    paragraphs: [
      "Applying for scholarships alone is hard. That is why we started mentorship circles: groups of three students with one mentor who has been through the same process, meeting every two weeks online or in person.",
      "This term 120 students from eleven universities are in a circle. Mentors are volunteers working in Ethiopia, Europe and North America, and most of them won a scholarship themselves. Circles set goals together, such as finishing a first draft or booking an IELTS date, and check in on them at the next meeting.",
      "We are looking for more mentors for the next term. If you studied abroad or work in a field our students care about, apply as a volunteer mentor on the Jobs page.",
    ],
  },
  {
    title: "IELTS, TOEFL or the Duolingo English Test: which one should you take?",
    description:
      "Costs, accepted universities and what each test feels like on the day, compared for Ethiopian applicants.",
    picture: "blog-english-tests",
    daysAgo: 41,
    paragraphs: [
      "Most international programmes ask for proof of English. In Addis Ababa you can sit IELTS and TOEFL at test centres, and take the Duolingo English Test at home on your own computer.",
      `IELTS is the safest choice for the UK, Australia and most scholarship schemes; it costs ${formatUsdFee(TEST_FEES.ielts)}. TOEFL iBT, ${formatUsdFee(TEST_FEES.toefl)}, is preferred by many universities in the United States. The Duolingo English Test costs ${formatUsdFee(TEST_FEES.duolingo)}, takes an hour and is accepted by a growing list of universities, but check your programme's page before you book: some scholarship schemes still do not accept it.`,
      "Whichever you choose, take a full practice test under timed conditions first. Our Resources section has free guides for all three tests.",
    ],
  },
  {
    title: "Girls in ICT day: 200 secondary school students write their first code",
    description:
      "With volunteer engineers from local tech companies, girls from eight Addis Ababa schools spent a day building games and websites.",
    picture: "blog-girls-in-ict",
    daysAgo: 55,
    paragraphs: [
      "Two hundred girls from eight secondary schools in Addis Ababa spent Saturday at our Girls in ICT day. In pairs, with volunteer engineers beside them, they built a simple game in Scratch and a one-page website about a woman they admire.",
      "In the afternoon a panel of women working in software, telecoms and cybersecurity talked about their paths, the obstacles they met and how they got past them. Many girls said it was the first time they had met a woman engineer.",
      "Every participant went home with a certificate and a list of free online courses to keep learning. We will follow up with the schools to start coding clubs this term.",
    ],
  },
  {
    title: "Donor update: what your gifts paid for this quarter",
    description:
      "Application fees, English test vouchers, laptops and seed grants: a transparent look at where the money went.",
    picture: "blog-donor-update",
    daysAgo: 70,
    paragraphs: [
      "This quarter donors gave through our website, by monthly pledge and at the pitch day. Every birr is recorded, and here is where it went.",
      "We paid application fees for 64 students and bought 38 English test vouchers, the biggest single cost for many applicants. Twelve refurbished laptops went to students who were writing their applications on phones. Three seed grants supported startups from our pitch day.",
      "Thank you. Monthly donors make planning possible: if you can, consider turning your one-time gift into a monthly pledge on the Donate page.",
    ],
  },
  {
    title: "Meet our first cohort of scholars abroad",
    description:
      "Nine students we supported are now studying in Germany, Hungary, Japan, Korea and the United Kingdom.",
    picture: "blog-first-cohort",
    daysAgo: 92,
    paragraphs: [
      "A year ago they were writing essays at our Saturday workshops. Today nine Born To Win students are studying abroad on full scholarships, in engineering, public health, data science and law.",
      "We asked them what helped most. Their answers were the same: starting early, having someone read every draft, and practising interviews until the nerves faded. They now mentor the next cohort online.",
      "Follow their stories on our blog over the coming months, and if you are applying this year, start with the scholarship list and the application guides in Resources.",
    ],
  },
];

export function demoBlogs(now: Date): BlogRow[] {
  return POSTS.map((post) => ({
    title: post.title,
    description: post.description,
    content: post.paragraphs.join("\n\n"),
    photo: seedImage(post.picture),
    createdAt: daysFromNow(-post.daysAgo, now),
  }));
}
