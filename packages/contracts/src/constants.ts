// Business constants of the product (spec section 9), shared by API, web and seed.

export const SITE_NAME = "Born To Win";
export const TOKEN_STORAGE_KEY = "userInfo";

export const PAGE_SIZES = {
  scholarships: 6,
  internships: 3,
  training: 4,
  jobs: 2,
  blogs: 4,
} as const;
export const MAX_PAGE_LIMIT = 100;
export const JOB_SUGGESTION_LIMIT = 10;
export const MAX_TEXT_LENGTH = 1000;
/** An opportunity is marked "closing soon" when its deadline is this close. */
export const CLOSING_SOON_DAYS = 7;

/**
 * The orders of a kind's list every visitor may ask for: the newest first, the nearest deadline first,
 * and `closing-soon` (open items whose deadline day is within CLOSING_SOON_DAYS, soonest first).
 */
export const PUBLIC_LIST_SORTS = ["newest", "deadline", "closing-soon"] as const;

export const FIELDS_OF_STUDY = [
  "Computer Science",
  "Data Science",
  "Cybersecurity",
  "Engineering",
  "Business Administration",
  "Public Health",
  "Human Rights Law",
] as const;

export const TRAINING_COUNTRIES = [
  "United States",
  "Ethiopia",
  "Canada",
  "United Kingdom",
  "Germany",
  "New Zealand",
  "Japan",
] as const;

/**
 * Every country a listing may name (eligible countries, training places), by the English name the
 * database stores, with its ISO 3166 region code ("001" is the world). The catalogs' labels for them
 * (opportunities:countries) were taken from CLDR, as Intl.DisplayNames gives them, where CLDR has a
 * name in the language, and written by hand where it has none (Oromo "United Kingdom", "Worldwide").
 */
const COUNTRY_CODES = {
  "United States": "US",
  Ethiopia: "ET",
  Canada: "CA",
  "United Kingdom": "GB",
  Germany: "DE",
  "New Zealand": "NZ",
  Japan: "JP",
  Kenya: "KE",
  Egypt: "EG",
  Nigeria: "NG",
  "South Africa": "ZA",
  Ghana: "GH",
  Sudan: "SD",
  Somalia: "SO",
  Eritrea: "ER",
  Tanzania: "TZ",
  Uganda: "UG",
  Rwanda: "RW",
  Senegal: "SN",
  Zambia: "ZM",
  Djibouti: "DJ",
  Hungary: "HU",
  "South Korea": "KR",
  Türkiye: "TR",
  China: "CN",
  India: "IN",
  Russia: "RU",
  Sweden: "SE",
  Norway: "NO",
  Denmark: "DK",
  Finland: "FI",
  Netherlands: "NL",
  Belgium: "BE",
  France: "FR",
  Italy: "IT",
  Austria: "AT",
  Switzerland: "CH",
  Ireland: "IE",
  Australia: "AU",
  Morocco: "MA",
  Malaysia: "MY",
  Worldwide: "001",
} as const;
export const COUNTRIES = Object.keys(COUNTRY_CODES) as [
  keyof typeof COUNTRY_CODES,
  ...(keyof typeof COUNTRY_CODES)[],
];

export const INTERNSHIP_CATEGORIES = [
  "Web Development Intern",
  "AI & Machine Learning Intern",
  "Software Developer Intern (C/C++/Java)",
  "Mobile App Developer Intern",
  "Time Management & Productivity Intern",
  "Leadership & Public Speaking Intern",
  "Other",
] as const;
/** The category a poster describes in their own words (`categoryOther`). */
export const OTHER_INTERNSHIP_CATEGORY = "Other";

/** Whether an internship or a job pays. */
export const PAY_KINDS = ["paid", "unpaid"] as const;
/** Where the work is done. */
export const WORKPLACES = ["on_site", "hybrid", "remote"] as const;
/** How a training is given. */
export const DELIVERY_MODES = ["in_person", "online"] as const;
/** Whether a training costs the learner anything. */
export const COSTS = ["free", "paid"] as const;
/** How much experience a job asks for. */
export const EXPERIENCE_LEVELS = ["entry", "mid", "senior"] as const;
/** What a job is about; "other" is described in the poster's words (`categoryOther`). */
export const JOB_CATEGORIES = [
  "technology",
  "engineering",
  "business",
  "finance",
  "health",
  "education",
  "development",
  "marketing",
  "other",
] as const;
/** The cities a listing's place is chosen from (besides remote work). */
export const CITIES = [
  "Addis Ababa",
  "Adama",
  "Bahir Dar",
  "Hawassa",
  "Mekelle",
  "Dire Dawa",
  "Jimma",
  "Gondar",
] as const;

export const JOB_TYPES = ["Full-time", "Part-time", "Contract", "Internship", "Remote", "Volunteer"] as const;
export const SCHOLARSHIP_TYPES = [
  "Fully Funded",
  "Partially Funded",
  "Tuition Waiver",
  "Research Grant",
] as const;
export const MODES_OF_STUDY = ["On campus", "Online", "Hybrid"] as const;
/** The levels a scholarship is for (one may cover several). */
export const STUDY_LEVELS = ["bachelor", "master", "phd", "short_course"] as const;
/** How much of the cost a scholarship pays. */
export const FUNDING_LEVELS = ["full", "partial"] as const;

/** Resource category codes used by `resources-types/category/?category=`. */
export const RESOURCE_CATEGORIES = {
  1: "Academic and career skills",
  2: "International applications",
  3: "Online learning platforms",
  4: "Self-development",
  5: "Video and PDF library",
} as const;
export type ResourceCategoryCode = keyof typeof RESOURCE_CATEGORIES;
export const SELF_DEVELOPMENT_CATEGORY: ResourceCategoryCode = 4;
export const VIDEO_PDF_CATEGORY: ResourceCategoryCode = 5;

/** Every resource type (the `types` of /resource/{types}) with its label and category code. */
export const RESOURCE_TYPES = {
  "resume-sample": { label: "Resume Sample", category: 1 },
  "cover-letter": { label: "Cover Letter", category: 1 },
  "personal-statement": { label: "Personal Statement Guides", category: 1 },
  "sop-sample": { label: "SOP Sample", category: 1 },
  toefl: { label: "TOEFL", category: 2 },
  ielts: { label: "IELTS", category: 2 },
  duolingo: { label: "Duolingo English Test", category: 2 },
  coursera: { label: "Coursera", category: 3 },
  edx: { label: "edX", category: 3 },
  udemy: { label: "Udemy", category: 3 },
  "public-speaking": { label: "Public Speaking Tips", category: 4 },
  "video-resource": { label: "Video lessons", category: 5 },
} as const satisfies Record<string, { label: string; category: ResourceCategoryCode }>;
export type ResourceType = keyof typeof RESOURCE_TYPES;
export const RESOURCE_TYPE_SLUGS = Object.keys(RESOURCE_TYPES) as [ResourceType, ...ResourceType[]];
/** The options of the "Select Resource Category" dropdown, in the spec's order. */
export const RESOURCE_CATEGORY_OPTIONS: ResourceType[] = [
  "resume-sample",
  "cover-letter",
  "personal-statement",
  "sop-sample",
  "toefl",
  "ielts",
  "duolingo",
  "coursera",
  "edx",
  "udemy",
  "public-speaking",
];
export const DEFAULT_RESOURCE_TYPE: ResourceType = "resume-sample";

/** File kinds a resource may hold, decided by extension on display (spec: Video and PDF). */
export const PREVIEW_EXTENSIONS = {
  image: ["jpg", "jpeg", "png", "gif", "webp"],
  pdf: ["pdf"],
  video: ["mp4", "webm", "ogg"],
} as const;

export const UPLOAD_LIMITS_BYTES = {
  image: 5 * 1024 * 1024,
  document: 10 * 1024 * 1024,
  video: 50 * 1024 * 1024,
} as const;
/** Widths of the WebP variants made from every uploaded image. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;

/** A phone number as a `tel:` link or wa.me path wants it: digits and a leading `+`. */
export const dialDigits = (phone: string) => phone.replace(/[^\d+]/g, "");

/** English tests' fees in US dollars; @btw/i18n's formatUsdFee writes them. */
export const TEST_FEES = {
  toefl: { amount: 190, approximate: true },
  ielts: { amount: 215, upTo: 250, approximate: true },
  duolingo: { amount: 59 },
} as const;

export const AGE_NOTES = { targetedFrom: 16, notCollectedUnder: 13 } as const;

/** Donations in Ethiopian birr. */
export const DONATION_LIMITS_ETB = { min: 10, max: 1_000_000 } as const;

export const PASSWORD_RESET = { codeDigits: 6, ttlMinutes: 10, maxAttempts: 5 } as const;

/** Sign-up's emailed code and link: one code row carries both; 5 wrong tries kill it. */
export const EMAIL_VERIFICATION = {
  codeDigits: 6,
  ttlHours: 24,
  maxAttempts: 5,
  maxCodesPerHour: 5,
} as const;

/** How many opportunities one account may keep saved (and merge from the browser at once). */
export const SAVED_OPPORTUNITIES = { max: 500 } as const;

/** The CV form's choices (spec: Submit jobs): the resume schema (submissions.ts) checks them. */
export const AREAS_OF_INTEREST = [
  "Administrative Assistant",
  "Information technology",
  "Graphic Design",
  "Other",
] as const;
export const SKILL_LEVELS = ["College Graduate", "Career Changer", "Inexperienced", "Experienced"] as const;
