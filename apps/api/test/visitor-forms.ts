// Bodies of the forms visitors send, as the web sends them, for tests that need one that passes.

/** A complete CV form from `email` (no file attached). */
export const resumeForm = (email: string) => ({
  fullName: "Selam Bekele",
  email,
  phone: "0911234567",
  location: "Adama",
  education: "BSc",
  areaOfInterest: "Other",
  skillLevel: "Experienced",
  coverLetter: "Hello",
});
