import type { Internship } from "@btw/contracts";

/** The internship's texts a reader reads in some language: its own title (when it has one) and its two long texts. */
export const internshipTexts = (item: Pick<Internship, "title">): string[] => [
  ...(item.title ? ["title"] : []),
  "Responsibilities",
  "Benefits",
];
