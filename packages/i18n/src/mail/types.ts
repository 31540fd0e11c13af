// The words of every email a visitor receives (and of the few pages the API serves them), one catalog
// per language (en.ts, am.ts, om.ts). Each catalog is typed as MailCatalog, so a key missing in one
// language fails the typecheck. Values that take a name, an amount or a date are functions: the words
// go where each language's grammar wants them. Names (Born To Win, Chapa) stay as they are; digits
// are Western.

/** The four kinds of listing a member may submit (contracts' opportunity kinds). */
export type MailOpportunityKind = "scholarships" | "internships" | "training" | "jobs";

export interface MailCatalog {
  layout: {
    /** The footer's link to the site in this language. */
    visitSite: string;
    unsubscribe: string;
  };
  /** "Dear Abebe," */
  dear: (name: string) => string;
  /** "Hello Abebe," or, with no name, "Hello," */
  hello: (name?: string) => string;
  /** "Link not working? Copy this address into your browser:" */
  linkFallback: string;
  passwordReset: {
    /** Never the code itself: lock screens show subjects. */
    subject: string;
    preheader: (minutes: number) => string;
    useCode: string;
    expires: (minutes: number) => string;
    ignore: string;
    reason: string;
  };
  passwordChanged: {
    subject: string;
    /** The date comes from the one date formatter. */
    changed: (date: string) => string;
    ifYou: string;
    notYou: string;
    resetButton: string;
    reason: string;
  };
  /** Sent once a member has deleted their own account: the greeting is its only personal detail. */
  accountDeleted: {
    subject: string;
    done: string;
    whatWent: string;
    whatStays: string;
    comeBack: string;
    reason: string;
  };
  newsletterConfirm: {
    subject: string;
    preheader: string;
    intro: string;
    ask: string;
    button: string;
    ignore: string;
    reason: string;
  };
  donationReceipt: {
    subject: (amount: string) => string;
    preheader: (amount: string, date: string, reference: string) => string;
    testNotice: string;
    thanks: string;
    labels: { amount: string; date: string; reference: string; chapaReference: string; gift: string };
    monthlyGift: string;
    oneTimeGift: string;
    monthlyNote: string;
    stopReminders: string;
    impact: string;
    contact: { email: string; phone: string };
    reason: string;
  };
  monthlyReminder: {
    subject: string;
    preheader: (amount: string) => string;
    testNotice: string;
    intro: (amount: string) => string;
    how: string;
    giveButton: (amount: string) => string;
    stopQuestion: string;
    stopReminders: string;
    reason: string;
  };
  review: {
    kinds: Record<MailOpportunityKind, string>;
    approvedSubject: (kind: string, title: string) => string;
    rejectedSubject: (kind: string, title: string) => string;
    approved: (kind: string, title: string) => string;
    rejected: (kind: string, title: string) => string;
    reviewerReason: (reason: string) => string;
    seeIt: string;
    editApproved: string;
    editAndResubmit: string;
    editButton: string;
    reason: string;
  };
  /** Sign-up's email: the 6-digit code and the link that prove the address. */
  emailVerification: {
    /** Never the code itself: lock screens show subjects. */
    subject: string;
    preheader: (hours: number) => string;
    welcome: string;
    useCode: string;
    orLink: string;
    button: string;
    expires: (hours: number) => string;
    ignore: string;
    reason: string;
  };
  /** A member's review email, beside `review`: members change their listings from their account. */
  memberReview: {
    editApproved: string;
    mySubmissions: string;
  };
  /** The page the reminder's stop link opens (served by the API, in the pledge's language). */
  pledgeStopped: {
    title: string;
    stopped: (email: string) => string;
    alreadyStopped: (email: string) => string;
    back: string;
  };
  /** The mark in front of a test payment's subject. */
  testSubjectMark: string;
  /** The built-in test checkout page (payments mode "test"), served by the API in the donation's language. */
  testCheckout: {
    title: string;
    /** The banner that marks the page: no money moves. */
    banner: string;
    intro: string;
    labels: { amount: string; for: string; donor: string; email: string; reference: string };
    /** The pay button, with the formatted amount. */
    pay: (amount: string) => string;
    fail: string;
    alreadyPaid: string;
    alreadyClosed: string;
    continue: string;
    notFoundTitle: string;
    notFound: string;
  };
  /** The page a dead or invalid emailed pledge link opens (in the browser's language). */
  linkFailed: {
    title: string;
    invalid: string;
    donate: string;
  };
  /** The weekly digest of opportunities that match a person's alert choices. */
  digest: {
    subject: (count: number) => string;
    preheader: string;
    intro: string;
    newHeading: string;
    closingHeading: string;
    /** Before the list filters the person chose, one kind a line ("Jobs: Remote, Addis Ababa"). */
    filtersHeading: string;
    /** The formatted deadline comes from the one date formatter. */
    deadline: (date: string) => string;
    /** Never pay to apply: in every digest. */
    neverPay: string;
    settings: string;
    reason: string;
  };
  /** The "Add to calendar" file of a deadline. */
  calendar: {
    summary: (title: string) => string;
    description: string;
    details: string;
    reminder: string;
  };
}
