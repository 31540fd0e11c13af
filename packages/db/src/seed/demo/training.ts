import type { Prisma } from "../../generated/prisma/client.ts";
import { daysFromNow } from "../factories.ts";
import { seedImage } from "./artwork-catalog.ts";

type TrainingRow = Partial<Prisma.TrainingUncheckedCreateInput> & {
  Title: string;
  selectedCountries: string[];
};

/** At least one programme in every country of TRAINING_COUNTRIES. */
export function demoTraining(now: Date): TrainingRow[] {
  const day = (days: number) => daysFromNow(days, now);
  return [
    {
      Title: "Mandela Washington Fellowship for Young African Leaders",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "Six weeks of academic and leadership training at a U.S. university in business, civic engagement or public management, followed by the Fellowship Summit. Open to Ethiopians aged 25 to 35 with a record of leadership; travel, housing and meals are paid.",
      selectedCountries: ["United States"],
      applyUrl: "https://www.mandelawashingtonfellowship.org/",
      startDate: day(150),
      endDate: day(192),
      deadline: day(36),
      photo1: seedImage("training-mandela-washington"),
    },
    {
      Title: "ALX Software Engineering Programme (Addis Ababa hub)",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "A twelve-month, sponsored software engineering programme with peer learning at the ALX hub in Addis Ababa or online. Covers C, Python, JavaScript, DevOps and the professional skills employers ask for.",
      selectedCountries: ["Ethiopia"],
      applyUrl: "https://www.alxafrica.com/",
      startDate: day(30),
      endDate: day(395),
      deadline: day(9),
      photo1: seedImage("training-alx"),
    },
    {
      Title: "A2SV Competitive Programming and Software Engineering Training",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "Africa to Silicon Valley trains university students in Ethiopia in data structures, algorithms and teamwork, preparing them for internships at global tech companies. Free, in person at Addis Ababa and Adama universities.",
      selectedCountries: ["Ethiopia"],
      applyUrl: "https://a2sv.org/",
      startDate: day(21),
      endDate: day(200),
      deadline: day(4),
      photo1: seedImage("training-a2sv"),
    },
    {
      Title: "5 Million Ethiopian Coders: Free Online Courses",
      deliveryMode: "online",
      cost: "free",
      Description:
        "The national digital skills initiative offers free online courses in programming fundamentals, Android development, data science and AI, with certificates recognised by employers in Ethiopia.",
      selectedCountries: ["Ethiopia"],
      applyUrl: "https://ethiocoders.et/",
      startDate: day(1),
      endDate: day(90),
      deadline: null,
      photo1: seedImage("training-ethiocoders"),
    },
    {
      Title: "Coady Institute: Global Change Leaders Program",
      deliveryMode: "in_person",
      cost: "paid",
      Description:
        "A leadership programme for women from Africa, Asia and Latin America working for community change, at St. Francis Xavier University in Nova Scotia. Scholarships cover tuition, travel and living costs.",
      selectedCountries: ["Canada"],
      applyUrl: "https://coady.stfx.ca/",
      startDate: day(120),
      endDate: day(168),
      deadline: day(48),
      photo1: seedImage("training-coady"),
    },
    {
      Title: "Oxford Machine Learning Summer School",
      deliveryMode: "online",
      cost: "paid",
      Description:
        "Lectures and hands-on sessions on deep learning, generative AI and machine learning for health and social good, taught by researchers from Oxford and industry. Online and in-person tracks; fee waivers for students from Africa.",
      selectedCountries: ["United Kingdom"],
      applyUrl: "https://www.oxfordml.school/",
      startDate: day(75),
      endDate: day(82),
      deadline: day(26),
      photo1: seedImage("training-oxml"),
    },
    {
      Title: "Lindau Nobel Laureate Meetings for Young Scientists",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "A week in Lindau, Germany, where young researchers meet Nobel laureates in lectures, discussions and master classes. Applicants are nominated by an academic partner; travel and accommodation support is available.",
      selectedCountries: ["Germany"],
      applyUrl: "https://www.lindau-nobel.org/",
      startDate: day(200),
      endDate: day(206),
      deadline: day(63),
      photo1: seedImage("training-lindau"),
    },
    {
      Title: "Manaaki New Zealand Short Term Training Scholarships",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "Short professional courses in New Zealand in renewable energy, agriculture and public sector leadership for mid-career professionals from eligible African countries, with all costs covered.",
      selectedCountries: ["New Zealand"],
      applyUrl: "https://www.nzscholarships.govt.nz/",
      startDate: day(160),
      endDate: day(190),
      deadline: day(57),
      photo1: seedImage("training-manaaki"),
    },
    {
      Title: "JICA Knowledge Co-Creation Program",
      deliveryMode: "in_person",
      cost: "free",
      Description:
        "Two- to six-week training courses in Japan for public servants and professionals from partner countries, in fields such as public health, ICT and industrial development. Nominations go through JICA Ethiopia in Addis Ababa.",
      selectedCountries: ["Japan", "Ethiopia"],
      applyUrl: "https://www.jica.go.jp/english/",
      startDate: day(110),
      endDate: day(140),
      deadline: day(42),
      photo1: seedImage("training-jica"),
    },
  ];
}
