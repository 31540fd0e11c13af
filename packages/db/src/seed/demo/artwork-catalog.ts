import { IMAGE_WIDTHS } from "@btw/contracts";
import type { ArtSpec } from "../artwork.ts";

/** Every picture of the demo content; the key names the files `<key>-<width>.webp`. */
export const ARTWORK = {
  // Scholarships
  "scholarship-mastercard": { motif: "scholarship", palette: 0 },
  "scholarship-daad": { motif: "writing", palette: 1 },
  "scholarship-chevening": { motif: "alumni", palette: 6 },
  "scholarship-fulbright": { motif: "scholarship", palette: 1 },
  "scholarship-mext": { motif: "training", palette: 2 },
  "scholarship-erasmus": { motif: "alumni", palette: 3 },
  "scholarship-commonwealth": { motif: "scholarship", palette: 5 },
  "scholarship-swedish-institute": { motif: "community", palette: 1 },
  "scholarship-australia-awards": { motif: "alumni", palette: 4 },
  "scholarship-gks": { motif: "scholarship", palette: 3 },
  "scholarship-stipendium-hungaricum": { motif: "writing", palette: 2 },
  "scholarship-turkiye-burslari": { motif: "scholarship", palette: 6 },
  "scholarship-isc2": { motif: "internship", palette: 5 },
  "scholarship-uopeople": { motif: "bootcamp", palette: 0 },
  "scholarship-gates-cambridge": { motif: "scholarship", palette: 2 },
  "scholarship-mandela-rhodes": { motif: "mentors", palette: 4 },
  // Internships, one picture a category
  "internship-web": { motif: "internship", palette: 1 },
  "internship-ai": { motif: "bootcamp", palette: 3 },
  "internship-software": { motif: "internship", palette: 5 },
  "internship-mobile": { motif: "bootcamp", palette: 6 },
  "internship-productivity": { motif: "tests", palette: 0 },
  "internship-leadership": { motif: "pitch", palette: 4 },
  // Training
  "training-mandela-washington": { motif: "community", palette: 6 },
  "training-alx": { motif: "bootcamp", palette: 0 },
  "training-a2sv": { motif: "internship", palette: 3 },
  "training-coady": { motif: "mentors", palette: 2 },
  "training-oxml": { motif: "training", palette: 1 },
  "training-lindau": { motif: "conversation", palette: 5 },
  "training-manaaki": { motif: "training", palette: 4 },
  "training-jica": { motif: "training", palette: 0 },
  "training-ethiocoders": { motif: "bootcamp", palette: 2 },
  // News and events
  "blog-digital-skills-bootcamp": { motif: "bootcamp", palette: 1 },
  "blog-startup-pitch-day": { motif: "pitch", palette: 4 },
  "blog-personal-statement": { motif: "writing", palette: 0 },
  "blog-alumni-qa-night": { motif: "conversation", palette: 3 },
  "blog-mentorship-circles": { motif: "mentors", palette: 5 },
  "blog-english-tests": { motif: "tests", palette: 2 },
  "blog-girls-in-ict": { motif: "community", palette: 6 },
  "blog-donor-update": { motif: "donors", palette: 2 },
  "blog-first-cohort": { motif: "alumni", palette: 0 },
  // People: initials, never made-up photographs
  "testimonial-hana-tesfaye": { initials: "HT", palette: 0 },
  "testimonial-dawit-lemma": { initials: "DL", palette: 1 },
  "testimonial-meron-alemu": { initials: "MA", palette: 2 },
  "testimonial-yonas-girma": { initials: "YG", palette: 3 },
  "testimonial-selamawit-haile": { initials: "SH", palette: 5 },
  "testimonial-abel-mekonnen": { initials: "AM", palette: 6 },
  "team-liya-mulugeta": { initials: "LM", palette: 3 },
  "team-samuel-tadesse": { initials: "ST", palette: 1 },
  "team-bethlehem-assefa": { initials: "BA", palette: 2 },
  "team-nahom-wolde": { initials: "NW", palette: 0 },
  "team-rahel-desta": { initials: "RD", palette: 5 },
  "team-ermias-negash": { initials: "EN", palette: 4 },
  "team-tsion-abebe": { initials: "TA", palette: 6 },
} as const satisfies Record<string, ArtSpec>;

export type ArtworkKey = keyof typeof ARTWORK;

/** The stored value of a picture field: the widest variant, as uploads store it. */
export function seedImage(key: ArtworkKey): string {
  return `/uploads/seed/${key}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp`;
}
