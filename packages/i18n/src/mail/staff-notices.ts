// The words of the notices staff get when something arrives (admin-notice.ts in the API). The admin
// console speaks English only, and so do its notices: there is no Amharic or Afaan Oromo version.
// Each headline is the email's subject and its first line, so it names the item.

/** "A scholarship", "An internship": the kind's label as a noun with its article, opening a sentence. */
const aOrAn = (noun: string) => `${/^[aeiou]/i.test(noun) ? "An" : "A"} ${noun}`;

export const staffNotices = {
  feedback: (phone: string) => `New feedback from ${phone}`,
  resume: (name: string) => `New resume from ${name}`,
  contactMessage: (email: string) => `New question from ${email} (international applications page)`,
  submission: {
    submitted: (kind: string, title: string) => `A new ${kind} was submitted for review: ${title}`,
    resubmitted: (kind: string, title: string) => `An edited ${kind} waits for review again: ${title}`,
    published: (kind: string, title: string) =>
      `A new ${kind} was published at once (auto-approved account): ${title}`,
  },
  donation: (donor: string, amount: string) => `${donor} gave ${amount}`,
  testDonation: (donor: string, amount: string) => `Test donation from ${donor}: ${amount} (no money moved)`,
  listingHidden: (kind: string, title: string) => `${aOrAn(kind)} was hidden after reports: ${title}`,
  organisationRenamed: (before: string, after: string) =>
    `A verified organisation renamed itself from ${before} to ${after}: its mark is off until you look again`,
  /** The button (and the plain text's link) to the item in the console. */
  open: "Open it in the admin console",
  reason: (site: string) =>
    `You received this email because you are an administrator of the ${site} website.`,
} as const;
