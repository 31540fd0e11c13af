// Volume for benchmarks: n approved rows of each listed kind, generated inside PostgreSQL
// (generate_series, 10,000 rows a statement) instead of n round trips through the ORM.
import {
  FIELDS_OF_STUDY,
  INTERNSHIP_CATEGORIES,
  JOB_TYPES,
  MODES_OF_STUDY,
  SCHOLARSHIP_TYPES,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import pg from "pg";

const BATCH = 10_000;

const PROGRAMMES = [
  "Graduate Fellowship",
  "Master's Scholarship",
  "Undergraduate Award",
  "Research Grant",
  "Leaders Programme",
];
const SPONSORS = [
  "Addis Foundation",
  "Horn of Africa Trust",
  "Global Futures Fund",
  "Blue Nile Education Fund",
  "Unity Scholars",
];
const COUNTRIES = ["Ethiopia", "Kenya", "Uganda", "Rwanda", "Tanzania", "Worldwide"];
const COMPANIES = [
  "Gebeya Inc.",
  "Kifiya",
  "Safaricom Ethiopia",
  "Ethio Telecom",
  "Chapa",
  "iCog Labs",
  "ice addis",
  "Dashen Bank",
];
const SKILLS = [
  "JavaScript",
  "Python",
  "SQL",
  "Java",
  "Flutter",
  "Communication",
  "Excel",
  "Public speaking",
];
const JOB_TITLES = [
  "Software Developer",
  "Data Analyst",
  "Accountant",
  "Sales Officer",
  "Nurse",
  "Project Officer",
  "Designer",
];
// The descriptions: three sentences a row, picked from these by the row number, so the stored text
// has a vocabulary of some hundreds of words, each in a tenth of the rows or so, as real listings'
// text has. One sentence for every row would leave the search column's statistics with a few dozen
// common words, and PostgreSQL estimates a word-start search as a flat 2 % of rows when they hold
// fewer than 100 (tsquery_opr_selec): no real table looks like that.
const SENTENCES = [
  "Covers tuition and a monthly stipend for students from East Africa.",
  "Applicants need a strong academic record and two letters of recommendation.",
  "Selected candidates join a cohort of young leaders for a week of workshops in Nairobi.",
  "The award pays for travel, health insurance, books and accommodation.",
  "Women and applicants with disabilities are strongly encouraged to apply.",
  "Shortlisted applicants are invited to an online interview with the selection panel.",
  "You will support field surveys, clean the data and write short reports for partners.",
  "Mentors from local companies meet each participant every second week.",
  "Successful graduates receive a certificate recognised by regional employers.",
  "Send a motivation letter of at most one page explaining your goals after graduation.",
  "The programme runs in English; basic Amharic or Afaan Oromo is an advantage.",
  "Fieldwork takes place in Oromia, Amhara and Sidama with transport provided.",
  "Participants learn budgeting, negotiation and project management from practitioners.",
  "Hands-on laboratory sessions cover soil testing, irrigation and crop protection.",
  "Our engineers review pull requests, pair on features and ship every Friday.",
  "Nurses rotate through maternity, paediatrics and emergency wards under supervision.",
  "Accepted fellows publish a policy brief and present it at the annual conference.",
  "Deadline extensions are not possible, so submit complete documents early.",
  "Copies of transcripts, a passport and a national identity card are required.",
  "Remote candidates may work from any city with a reliable internet connection.",
  "Lunch, a laptop and a mobile data allowance are provided to every intern.",
  "The bank offers graduates a permanent position after a successful probation.",
  "Classes meet on weekday evenings so that working professionals can attend.",
  "Training covers spreadsheets, accounting software, payroll and tax filing.",
  "Volunteers coordinate community health campaigns and vaccination days.",
  "The foundation funds research on renewable energy, water and climate adaptation.",
  "Designers prototype mobile screens, test them with farmers and refine the flows.",
  "Teachers design lessons in mathematics, physics and chemistry for secondary schools.",
  "Journalists produce radio stories about agriculture, markets and local government.",
  "Finalists pitch their startup ideas to investors for seed funding.",
];
// A fifth of the listings carry an Amharic version and a fifth an Afaan Oromo one (title and
// description), as the site's own listings do, so searches in those languages meet real numbers of rows.
const VERSIONS = {
  am: {
    titles: ["የሳይንስ ትምህርት ዕድል", "የምርምር ድጋፍ", "የወጣት መሪዎች ፕሮግራም", "የሥራ ልምምድ ዕድል", "የሁለተኛ ዲግሪ ስኮላርሺፕ"],
    sentences: [
      "ይህ የትምህርት ዕድል የትምህርት ክፍያን እና ወርሃዊ ድጎማን ይሸፍናል።",
      "አመልካቾች ጠንካራ የትምህርት ውጤት እና ሁለት የድጋፍ ደብዳቤዎች ያስፈልጋቸዋል።",
      "ሴቶች እና አካል ጉዳተኛ አመልካቾች እንዲያመለክቱ ይበረታታሉ።",
      "የተመረጡ ተማሪዎች በሳይንስ እና ቴክኖሎጂ ዘርፍ ስልጠና ያገኛሉ።",
      "የሥራ ልምድ ያላቸው አመልካቾች ቅድሚያ ይሰጣቸዋል።",
      "ማመልከቻዎን ከማለቂያው ቀን በፊት ያስገቡ።",
      "ይህ የስኮላርሺፕ ፕሮግራም ለኢትዮጵያውያን ተማሪዎች ክፍት ነው።",
      "ተሳታፊዎች ከአማካሪዎች ጋር በየሁለት ሳምንቱ ይገናኛሉ።",
    ],
  },
  om: {
    titles: [
      "Carraa barnoota saayinsii",
      "Deeggarsa qorannoo",
      "Sagantaa hoggantoota dargaggootaa",
      "Carraa leenjii hojii",
      "Carraa barnoota digrii lammaffaa",
    ],
    sentences: [
      "Carraan barnoota kanaa kaffaltii barnootaa fi deeggarsa ji'aa ni kaffala.",
      "Iyyattoonni qabxii barnootaa gaarii fi xalayaa deeggarsaa lama qabaachuu qabu.",
      "Dubartoonni fi namoonni qaama miidhaman akka iyyatan jajjabeeffamu.",
      "Barattoonni filataman leenjii saayinsii fi teeknooloojii ni argatu.",
      "Iyyattoota muuxannoo hojii qabaniif dursi ni kennama.",
      "Guyyaa xumuraa dura iyyannoo keessan galchaa.",
      "Barattoota biyya alaatti barnootaaf ba'uuf carraa gaarii dha.",
      "Hirmaattonni torban lamaan keessatti gorsitoota waliin wal argu.",
    ],
  },
};
const BLOG_TOPICS = [
  "Scholarship tips",
  "Event recap",
  "Career advice",
  "Alumni story",
  "Donor update",
  "Study abroad",
];

// Prisma stores timestamps as UTC in `timestamp` columns; now() in the session's zone would shift them.
const NOW = "(now() AT TIME ZONE 'UTC')";
// Spread over the past year, a fixed but scattered pattern so pages and sorts have something to do.
const CREATED = `${NOW} - ((g * 7919) % 525600) * interval '1 minute'`;
// From 15 days ago to about five months ahead: most open, some closed, a few closing soon. Hashed
// from the row number, so a deadline's day says nothing of the words the picks below give a row
// (a linear formula would give every row of a day the same title words).
const DEADLINE = `${NOW} + (((hashint4(g::int) & 2147483647) % 160) - 15) * interval '1 day'
  + ((hashint4(-g::int) & 2147483647) % 24) * interval '1 hour'`;
/** Element of a 1-based text[] parameter, picked from the row number. */
const pick = (param: string, step = 1) => `(${param})[1 + ((g * ${step}) % cardinality(${param}))]`;
/** A constant list as SQL (the seed's own texts, never input). */
const textArray = (texts: readonly string[]) =>
  `ARRAY[${texts.map((text) => `'${text.replaceAll("'", "''")}'`).join(", ")}]::text[]`;
/** Three sentences of `pool`, each drawn by its own hash of the row number. */
const description = (pool: readonly string[] = SENTENCES) =>
  [1, 2, 3]
    .map(
      (salt) =>
        `(${textArray(pool)})[1 + ((hashint4(g::int + ${salt * 1_000_003}) & 2147483647) % ${pool.length})]`,
    )
    .join(" || ' ' || ");
/** The `translations` of row g: an Amharic version for every fifth row, an Oromo one for the next. */
const versions = (titleField: string, textField: string) => {
  const version = (language: keyof typeof VERSIONS) => {
    const { titles, sentences } = VERSIONS[language];
    const title = `${pick(textArray(titles), 3)} || ' ' || g`;
    return `jsonb_build_object('${language}', jsonb_build_object('${titleField}', ${title}, '${textField}', ${description(sentences)}))`;
  };
  return `CASE g % 5 WHEN 0 THEN ${version("am")} WHEN 1 THEN ${version("om")} ELSE '{}'::jsonb END`;
};
/** Two different elements: the second is offset by 1 .. length-1 from the first. */
const pickTwo = (param: string) =>
  `ARRAY[${pick(param)}, (${param})[1 + ((g + 1 + (g / 7) % (cardinality(${param}) - 1)) % cardinality(${param}))]]`;

const STATEMENTS: { table: string; sql: string; params: unknown[] }[] = [
  {
    table: "scholarships",
    params: [PROGRAMMES, SPONSORS, SCHOLARSHIP_TYPES, MODES_OF_STUDY, FIELDS_OF_STUDY, COUNTRIES],
    sql: `INSERT INTO scholarships (title, "scholarshipType", "modeOfStudy", experience, description, "fieldsOfStudy",
      "eligibilityCountries", "URL", deadline, status, "reviewedAt", "createdAt", "updatedAt", translations)
    SELECT ${pick("$2::text[]", 3)} || ' ' || ${pick("$1::text[]")} || ' ' || g, ${pick("$3::text[]")}, ${pick("$4::text[]", 5)},
      'Bachelor''s degree', ${description()}, ${pickTwo("$5::text[]")},
      ARRAY['Ethiopia', ${pick("$6::text[]", 11)}], 'https://scholarships.example.org/scale/' || g, ${DEADLINE}, 'approved',
      ${NOW}, ${CREATED}, ${NOW}, ${versions("title", "description")}
    FROM generate_series($7::int, $8::int) AS g`,
  },
  {
    table: "internships",
    params: [INTERNSHIP_CATEGORIES, COMPANIES, SKILLS, COUNTRIES],
    sql: `INSERT INTO internships ("internshipCategory", "openDate", company, skill, "eligibilityCountries", "Responsibilities",
      "Benefits", "applyUrl", deadline, status, "reviewedAt", "createdAt", "updatedAt", translations)
    SELECT ${pick("$1::text[]")}, ${CREATED}, ARRAY[${pick("$2::text[]", 3)}], ${pickTwo("$3::text[]")}, ARRAY['Ethiopia', ${pick("$4::text[]", 5)}],
      ${description()},
      'Monthly stipend and mentorship.', 'https://internships.example.org/scale/' || g, ${DEADLINE}, 'approved',
      ${NOW}, ${CREATED}, ${NOW}, ${versions("title", "Responsibilities")}
    FROM generate_series($5::int, $6::int) AS g`,
  },
  {
    table: "training",
    params: [TRAINING_COUNTRIES],
    sql: `INSERT INTO training ("Title", "Description", "selectedCountries", "applyUrl", "startDate", "endDate", deadline, status,
      "reviewedAt", "createdAt", "updatedAt", translations)
    SELECT 'Professional training course ' || g, ${description()},
      ${pickTwo("$1::text[]")}, 'https://training.example.org/scale/' || g, ${DEADLINE} + interval '20 days',
      ${DEADLINE} + interval '50 days', ${DEADLINE}, 'approved', ${NOW}, ${CREATED}, ${NOW},
      ${versions("Title", "Description")}
    FROM generate_series($2::int, $3::int) AS g`,
  },
  {
    table: "jobs",
    params: [JOB_TITLES, JOB_TYPES, COMPANIES],
    sql: `INSERT INTO jobs ("JobTitle", "Type", "Description", company, location, "applyUrl", deadline, status, "reviewedAt",
      "createdAt", "updatedAt", translations)
    SELECT ${pick("$1::text[]")} || ' ' || g, ${pick("$2::text[]", 5)}, ${description()},
      ${pick("$3::text[]", 3)}, 'Addis Ababa, Ethiopia', 'https://jobs.example.org/scale/' || g, ${DEADLINE}, 'approved',
      ${NOW}, ${CREATED}, ${NOW}, ${versions("JobTitle", "Description")}
    FROM generate_series($4::int, $5::int) AS g`,
  },
  {
    table: "blogs",
    params: [BLOG_TOPICS],
    sql: `INSERT INTO blogs (title, description, content, "createdAt", "updatedAt")
    SELECT ${pick("$1::text[]")} || ' ' || g, 'A short update from the Born To Win community.',
      'Students, mentors and donors share what they learned this month. Read on for dates, tips and links.',
      ${CREATED}, ${NOW}
    FROM generate_series($2::int, $3::int) AS g`,
  },
];

/** Adds n approved scholarships, internships, training, jobs and blogs; answers the rows added and the time taken. */
export async function seedScale(databaseUrl: string, n: number): Promise<{ rows: number; ms: number }> {
  if (!Number.isInteger(n) || n < 1) throw new Error(`seedScale needs a positive whole number, not ${n}`);
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let rows = 0;
  try {
    await client.query("BEGIN");
    for (const { sql, params } of STATEMENTS) {
      for (let from = 1; from <= n; from += BATCH) {
        const result = await client.query(sql, [...params, from, Math.min(from + BATCH - 1, n)]);
        rows += result.rowCount ?? 0;
      }
    }
    await client.query("COMMIT");
    // Fresh statistics and visibility map, so the benchmarks that follow get the plans (index-only
    // scans included) that a settled production database gets.
    await client.query(`VACUUM (ANALYZE) ${STATEMENTS.map(({ table }) => `"${table}"`).join(", ")}`);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  return { rows, ms: Math.round(performance.now() - started) };
}
