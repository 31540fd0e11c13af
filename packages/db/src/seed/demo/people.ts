import type { Prisma } from "../../generated/prisma/client.ts";
import { seedImage } from "./artwork-catalog.ts";

type TestimonialRow = Partial<Prisma.TestimonialUncheckedCreateInput> & { full_Name: string };
type TeamMemberRow = Partial<Prisma.TeamMemberUncheckedCreateInput> & { name: string };

export function demoTestimonials(): TestimonialRow[] {
  return [
    {
      full_Name: "Hana Tesfaye",
      clients_say:
        "I found the Stipendium Hungaricum listing here, and my mentor read every draft of my motivation letter. I now study computer science in Budapest.",
      photo: seedImage("testimonial-hana-tesfaye"),
    },
    {
      full_Name: "Dawit Lemma",
      clients_say:
        "The mock interviews made the difference. When the Chevening panel asked about leadership I had three real stories ready instead of panicking.",
      photo: seedImage("testimonial-dawit-lemma"),
    },
    {
      full_Name: "Meron Alemu",
      clients_say:
        "Born To Win paid for my IELTS voucher when I could not afford it. Two months later I had a band 7.5 and an offer for a public health master's.",
      photo: seedImage("testimonial-meron-alemu"),
    },
    {
      full_Name: "Yonas Girma",
      clients_say:
        "I joined the digital skills bootcamp after graduation with no portfolio. The projects I built there got me my first internship at a fintech in Addis.",
      photo: seedImage("testimonial-yonas-girma"),
    },
    {
      full_Name: "Selamawit Haile",
      clients_say:
        "Our startup pitched at the pitch day and won a seed grant. The mentors we met that day still answer our questions every month.",
      photo: seedImage("testimonial-selamawit-haile"),
    },
    {
      full_Name: "Abel Mekonnen",
      clients_say:
        "The resume sample and cover letter guide were simple and practical. I rewrote my CV in an evening and started getting replies from employers.",
      photo: seedImage("testimonial-abel-mekonnen"),
    },
  ];
}

export function demoTeam(): TeamMemberRow[] {
  const member = (
    sortOrder: number,
    name: string,
    position: string,
    teamMemberBio: string,
    handle: string,
    photo: Parameters<typeof seedImage>[0],
  ): TeamMemberRow => ({
    sortOrder,
    name,
    position,
    teamMemberBio,
    twitter: `https://x.com/${handle.replace(/-/g, "_")}`,
    linkedn: `https://www.linkedin.com/in/${handle}`,
    photo: seedImage(photo),
  });
  return [
    member(
      1,
      "Liya Mulugeta",
      "Founder and Executive Director",
      "Liya studied engineering in Germany on a DAAD scholarship and founded Born To Win so that talent, not luck, decides who gets those chances. She leads partnerships and fundraising from Atlanta and Addis Ababa.",
      "liya-mulugeta-btw",
      "team-liya-mulugeta",
    ),
    member(
      2,
      "Samuel Tadesse",
      "Programme Lead, Scholarships",
      "Samuel runs the mentorship circles and the application calendar. A Fulbright alumnus in public policy, he has read more than a thousand personal statements.",
      "samuel-tadesse-btw",
      "team-samuel-tadesse",
    ),
    member(
      3,
      "Bethlehem Assefa",
      "Careers and Internships Coordinator",
      "Bethlehem connects students with employers in Addis Ababa and remote teams abroad. She previously recruited graduates for a telecom company.",
      "bethlehem-assefa-btw",
      "team-bethlehem-assefa",
    ),
    member(
      4,
      "Nahom Wolde",
      "Training and Digital Skills Lead",
      "Nahom is a software engineer who designs our bootcamps and teaches the web development track. He believes everyone can learn to code with the right first project.",
      "nahom-wolde-btw",
      "team-nahom-wolde",
    ),
    member(
      5,
      "Rahel Desta",
      "Startup Support Manager",
      "Rahel organises the pitch days and the founder mentorship track. Before joining she helped run an agribusiness incubator in Addis Ababa.",
      "rahel-desta-btw",
      "team-rahel-desta",
    ),
    member(
      6,
      "Ermias Negash",
      "Finance and Donor Relations",
      "Ermias keeps every birr accounted for and writes the quarterly donor update. He is a chartered accountant with ten years in the nonprofit sector.",
      "ermias-negash-btw",
      "team-ermias-negash",
    ),
    member(
      7,
      "Tsion Abebe",
      "Community and Communications Officer",
      "Tsion writes our news, runs our social channels and answers the messages students send us, in Amharic and English.",
      "tsion-abebe-btw",
      "team-tsion-abebe",
    ),
  ];
}
