import type { Prisma } from "../../generated/prisma/client.ts";
import { daysFromNow } from "../factories.ts";
import { seedImage } from "./artwork-catalog.ts";

type ScholarshipRow = Partial<Prisma.ScholarshipUncheckedCreateInput> & { title: string };

const EAST_AFRICA = ["Ethiopia", "Kenya", "Uganda", "Tanzania", "Rwanda"];

/** Real programmes, linked to their own sites; deadlines relative to `now`, two of them within a week. */
export function demoScholarships(now: Date): ScholarshipRow[] {
  const due = (days: number) => daysFromNow(days, now);
  return [
    {
      title: "Mastercard Foundation Scholars Program",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Secondary school or bachelor's degree; shown commitment to your community",
      description:
        "Full scholarships for young Africans with academic talent and limited means, at partner universities in Africa and abroad. Covers tuition, accommodation, travel, a laptop and leadership training, with a commitment to give back to your community after graduation.",
      fieldsOfStudy: ["Computer Science", "Engineering", "Public Health", "Business Administration"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Uganda", "Rwanda", "Ghana", "Nigeria", "Senegal"],
      URL: "https://mastercardfdn.org/all/scholars/",
      deadline: due(5),
      photo1: seedImage("scholarship-mastercard"),
    },
    {
      title: "DAAD Research Grants: Doctoral Programmes in Germany",
      scholarshipType: "Research Grant",
      modeOfStudy: "On campus",
      experience: "Master's degree, usually completed within the last six years",
      description:
        "The German Academic Exchange Service funds doctoral research at a German university or research institute for up to four years. A monthly stipend, health insurance and travel allowance are included; German classes are offered before you start.",
      fieldsOfStudy: ["Engineering", "Data Science", "Public Health"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Sudan", "Somalia", "Eritrea"],
      URL: "https://www.daad.de/en/study-and-research-in-germany/scholarships/",
      deadline: due(46),
      photo1: seedImage("scholarship-daad"),
    },
    {
      title: "Chevening Scholarships (UK one-year master's)",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree and at least two years (2,800 hours) of work experience",
      description:
        "The UK government's global scholarship for future leaders: a one-year master's at any UK university, with tuition, a living allowance, flights and a visa paid. Applicants must return home for two years after the award.",
      fieldsOfStudy: ["Human Rights Law", "Business Administration", "Public Health", "Cybersecurity"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://www.chevening.org/scholarships/",
      deadline: due(82),
      photo1: seedImage("scholarship-chevening"),
    },
    {
      title: "Fulbright Foreign Student Program",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree; strong English (TOEFL or IELTS)",
      description:
        "Graduate study and research in the United States, run in Ethiopia by the U.S. Embassy in Addis Ababa. Covers tuition, a living stipend, health cover and return airfare for master's and doctoral students.",
      fieldsOfStudy: ["Data Science", "Computer Science", "Public Health", "Human Rights Law"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://foreign.fulbrightonline.org/",
      deadline: due(118),
      photo1: seedImage("scholarship-fulbright"),
    },
    {
      title: "MEXT Japanese Government Scholarship for Research Students",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree; under 35 years of age",
      description:
        "Japan's Ministry of Education funds research and master's or doctoral study at Japanese universities, starting with six months of Japanese language training. Apply through the Embassy of Japan in Ethiopia; a written test and interview follow.",
      fieldsOfStudy: ["Engineering", "Computer Science", "Data Science"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://www.studyinjapan.go.jp/en/smap-stopj-applications-research.html",
      deadline: due(61),
      photo1: seedImage("scholarship-mext"),
    },
    {
      title: "Erasmus Mundus Joint Master in Cybersecurity",
      scholarshipType: "Fully Funded",
      modeOfStudy: "Hybrid",
      experience: "Bachelor's degree in computing or a related field",
      description:
        "A two-year joint master's taught by a consortium of European universities, with each semester in a different country. Erasmus Mundus scholarships cover participation costs, travel and a monthly allowance of about 1,400 euros.",
      fieldsOfStudy: ["Cybersecurity", "Computer Science"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Egypt", "Nigeria", "South Africa"],
      URL: "https://www.eacea.ec.europa.eu/scholarships/erasmus-mundus-catalogue_en",
      deadline: due(3),
      photo1: seedImage("scholarship-erasmus"),
    },
    {
      title: "Commonwealth Master's Scholarships",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree (upper second class or better)",
      description:
        "Full master's scholarships at UK universities for citizens of Commonwealth countries in Africa, such as Kenya, Uganda, Rwanda and Tanzania. Ethiopia is not a Commonwealth member, so Ethiopian applicants should look at Chevening instead; we list it for our East African readers.",
      fieldsOfStudy: ["Public Health", "Engineering", "Human Rights Law"],
      eligibilityCountries: ["Kenya", "Uganda", "Rwanda", "Tanzania", "Nigeria", "Ghana"],
      URL: "https://cscuk.fcdo.gov.uk/scholarships/commonwealth-masters-scholarships/",
      deadline: due(39),
      photo1: seedImage("scholarship-commonwealth"),
    },
    {
      title: "Swedish Institute Scholarships for Global Professionals",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree and at least 3,000 hours of work experience; leadership experience",
      description:
        "Master's study in Sweden for professionals who want to contribute to sustainable development at home. Tuition, a living allowance of 12,000 SEK a month, travel grant and insurance are covered, and scholars join the SI Network for Future Global Leaders.",
      fieldsOfStudy: ["Business Administration", "Public Health", "Engineering", "Data Science"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Uganda", "Tanzania", "Rwanda", "Zambia"],
      URL: "https://si.se/en/apply/scholarships/swedish-institute-scholarships-for-global-professionals/",
      deadline: due(27),
      photo1: seedImage("scholarship-swedish-institute"),
    },
    {
      title: "Australia Awards Africa: Master's Scholarships",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree and two years of relevant work experience",
      description:
        "Long-term awards for master's study at Australian universities in priority areas such as public health, agriculture and public policy. Includes tuition, return airfare, a living contribution and an introductory academic programme.",
      fieldsOfStudy: ["Public Health", "Business Administration"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Tanzania", "Uganda", "Rwanda"],
      URL: "https://australiaawardsafrica.org/",
      deadline: due(54),
      photo1: seedImage("scholarship-australia-awards"),
    },
    {
      title: "Global Korea Scholarship (GKS) for Graduate Degrees",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree with a GPA of 80% or above; under 40 years of age",
      description:
        "The Korean government funds a year of Korean language study followed by a master's or doctorate at a Korean university. Airfare, tuition, a monthly allowance of 1,000,000 KRW and medical insurance are covered.",
      fieldsOfStudy: ["Computer Science", "Engineering", "Data Science"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://www.studyinkorea.go.kr/",
      deadline: due(33),
      photo1: seedImage("scholarship-gks"),
    },
    {
      title: "Stipendium Hungaricum",
      scholarshipType: "Tuition Waiver",
      modeOfStudy: "On campus",
      experience: "Secondary school certificate (bachelor's) or bachelor's degree (master's)",
      description:
        "Ethiopia is a partner country of Hungary's flagship programme: tuition-free bachelor's, master's and doctoral study in English at Hungarian universities, with a monthly stipend, dormitory place and medical insurance. Nominations go through the Ministry of Education.",
      fieldsOfStudy: ["Computer Science", "Engineering", "Public Health", "Business Administration"],
      eligibilityCountries: ["Ethiopia", "Kenya", "Ghana", "Nigeria"],
      URL: "https://stipendiumhungaricum.hu/",
      deadline: due(20),
      photo1: seedImage("scholarship-stipendium-hungaricum"),
    },
    {
      title: "Türkiye Burslari Scholarships",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Minimum grades of 70% (bachelor's) or 75% (graduate); age limits apply",
      description:
        "Turkey's government scholarship for every level of study, with a year of Turkish language classes, tuition, accommodation, a monthly stipend, health insurance and a return flight. One online application covers several universities.",
      fieldsOfStudy: ["Human Rights Law", "Business Administration", "Computer Science", "Engineering"],
      eligibilityCountries: ["Ethiopia", "Somalia", "Sudan", "Djibouti"],
      URL: "https://www.turkiyeburslari.gov.tr/",
      deadline: due(95),
      photo1: seedImage("scholarship-turkiye-burslari"),
    },
    {
      title: "ISC2 Undergraduate Cybersecurity Scholarship",
      scholarshipType: "Partially Funded",
      modeOfStudy: "Online",
      experience: "Enrolled in an undergraduate cybersecurity or computing programme",
      description:
        "The ISC2 Center for Cyber Safety and Education awards grants of up to $5,000 towards tuition for students in cybersecurity programmes anywhere in the world, online study included.",
      fieldsOfStudy: ["Cybersecurity"],
      eligibilityCountries: ["Ethiopia", "Worldwide"],
      URL: "https://www.iamcybersafe.org/s/scholarships",
      deadline: due(14),
      photo1: seedImage("scholarship-isc2"),
    },
    {
      title: "University of the People: Tuition-Free Online Degrees",
      scholarshipType: "Tuition Waiver",
      modeOfStudy: "Online",
      experience: "Secondary school completion; English proficiency",
      description:
        "An accredited online university with no tuition: students pay only small assessment fees, and scholarships from partners such as the Mastercard Foundation can cover those too. Study computer science, data science or business from Addis Ababa while you work.",
      fieldsOfStudy: ["Computer Science", "Data Science", "Business Administration"],
      eligibilityCountries: ["Ethiopia", "Worldwide"],
      URL: "https://www.uopeople.edu/tuition-free/scholarships/",
      deadline: null,
      photo1: seedImage("scholarship-uopeople"),
    },
    {
      title: "Mandela Rhodes Scholarship",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree; aged 19 to 29; leadership and service",
      description:
        "Postgraduate study at a South African university for young African leaders, with a leadership development programme built on Nelson Mandela's values. Covers tuition, accommodation, a living stipend and travel.",
      fieldsOfStudy: ["Human Rights Law", "Public Health", "Business Administration", "Data Science"],
      eligibilityCountries: [...EAST_AFRICA, "South Africa", "Nigeria", "Ghana"],
      URL: "https://www.mandelarhodes.org/",
      deadline: due(67),
      photo1: seedImage("scholarship-mandela-rhodes"),
    },
  ];
}

/** Submitted by members and waiting for review, so the approval queue has work in it. */
export function pendingScholarships(now: Date): ScholarshipRow[] {
  return [
    {
      title: "Gates Cambridge Scholarship",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree; applying for a full-time postgraduate course at Cambridge",
      description:
        "Full-cost scholarships for outstanding applicants from outside the UK to pursue a postgraduate degree at the University of Cambridge.",
      fieldsOfStudy: ["Public Health", "Computer Science", "Engineering"],
      eligibilityCountries: ["Ethiopia", "Worldwide"],
      URL: "https://www.gatescambridge.org/",
      deadline: daysFromNow(74, now),
      photo1: seedImage("scholarship-gates-cambridge"),
      status: "pending",
    },
    {
      title: "Joint Japan/World Bank Graduate Scholarship Program",
      scholarshipType: "Fully Funded",
      modeOfStudy: "On campus",
      experience: "Bachelor's degree and three years of development-related work experience",
      description:
        "Master's programmes in development-related fields at partner universities, for professionals from World Bank member developing countries such as Ethiopia.",
      fieldsOfStudy: ["Public Health", "Business Administration"],
      eligibilityCountries: ["Ethiopia"],
      URL: "https://www.worldbank.org/en/programs/scholarships",
      deadline: daysFromNow(58, now),
      status: "pending",
    },
  ];
}
