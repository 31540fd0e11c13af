import type { MailCatalog } from "./types.ts";

export const en: MailCatalog = {
  layout: { visitSite: "Visit the Born To Win website", unsubscribe: "Unsubscribe" },
  dear: (name) => `Dear ${name},`,
  hello: (name) => (name ? `Hello ${name},` : "Hello,"),
  linkFallback: "Link not working? Copy this address into your browser:",
  passwordReset: {
    subject: "Your Born To Win password reset code",
    preheader: (minutes) => `Your code expires in ${minutes} minutes.`,
    useCode: "Use this code to reset your password:",
    expires: (minutes) => `The code works once and expires in ${minutes} minutes.`,
    ignore: "If you did not ask to reset your password, ignore this email: your password stays the same.",
    reason:
      "You received this email because someone asked to reset the password of your Born To Win account.",
  },
  passwordChanged: {
    subject: "Your Born To Win password was changed",
    changed: (date) => `The password of your Born To Win account was changed on ${date}.`,
    ifYou: "If you made this change, there is nothing more to do.",
    notYou:
      "If it was not you, reset your password now: every device signed in to your account has been signed out.",
    resetButton: "Reset my password",
    reason: "You received this email because the password of your Born To Win account changed.",
  },
  accountDeleted: {
    subject: "Your Born To Win account was deleted",
    done: "Your Born To Win account has been deleted, as you asked.",
    whatWent:
      "Your profile, sign-in details, saved listings, alert settings and the listings that were not yet published are gone.",
    whatStays: "Listings that were already public stay on the site, no longer linked to you.",
    comeBack: "You are welcome to create a new account at any time.",
    reason: "You received this email because a Born To Win account with this address was deleted.",
  },
  newsletterConfirm: {
    subject: "Confirm your subscription to Born To Win",
    preheader: "One click to confirm your subscription.",
    intro:
      "Someone, hopefully you, asked to receive news about scholarships, internships, training and jobs from Born To Win at this address.",
    ask: "Please confirm that you want these emails:",
    button: "Confirm my subscription",
    ignore: "If it was not you, ignore this email: you will not be added to the list.",
    reason:
      "You received this email because this address was entered in a sign-up box on the Born To Win website.",
  },
  donationReceipt: {
    subject: (amount) => `Receipt for your donation of ${amount}`,
    preheader: (amount, date, reference) => `${amount} received on ${date}. Reference ${reference}.`,
    testNotice:
      "TEST PAYMENT: no money moved. This receipt comes from a test of the donation system, not from a real gift.",
    thanks: "Thank you for your gift to Born To Win. Your payment was received; this email is your receipt.",
    labels: {
      amount: "Amount",
      date: "Date",
      reference: "Reference",
      chapaReference: "Chapa reference",
      gift: "Gift",
    },
    monthlyGift: "Monthly gift (this month's payment)",
    oneTimeGift: "One-time gift",
    monthlyNote:
      "Each month we will email you a reminder with a secure link to give again. You can stop the reminders at any time.",
    stopReminders: "Stop monthly reminders",
    impact:
      "Your gift helps Ethiopian students and young professionals reach scholarships, internships, training and jobs.",
    contact: { email: "Email", phone: "Phone" },
    reason: "You received this receipt because you donated to Born To Win through our website.",
  },
  monthlyReminder: {
    subject: "Your monthly gift to Born To Win",
    preheader: (amount) => `A secure link for this month's gift of ${amount}.`,
    testNotice: "TEST: this reminder belongs to a monthly gift made through a test checkout. No money moved.",
    intro: (amount) =>
      `You pledged to give ${amount} each month to Born To Win. Thank you for standing with Ethiopian students and young professionals.`,
    how: "When you are ready, this link opens a secure Chapa checkout for this month's gift. Nothing is charged unless you pay there.",
    giveButton: (amount) => `Give ${amount} now`,
    stopQuestion: "Do you want to stop these reminders? One click is enough, no sign-in needed:",
    stopReminders: "Stop monthly reminders",
    reason: "You received this reminder because you chose a monthly gift to Born To Win.",
  },
  review: {
    kinds: { scholarships: "scholarship", internships: "internship", training: "training", jobs: "job" },
    approvedSubject: (kind, title) => `Your ${kind} "${title}" is now published`,
    rejectedSubject: (kind, title) => `Your ${kind} "${title}" was not approved`,
    approved: (kind, title) =>
      `Good news: your ${kind} "${title}" was approved and is now listed on Born To Win.`,
    rejected: (kind, title) => `Your ${kind} "${title}" was reviewed and was not approved.`,
    reviewerReason: (reason) => `Reason given by the reviewer: ${reason}`,
    seeIt: "See it on Born To Win",
    editApproved: "You can still change it in the admin console:",
    editAndResubmit: "You can edit your submission and send it again for review:",
    editButton: "Edit and resubmit",
    reason: "You get this message because you submitted this listing on Born To Win.",
  },
  emailVerification: {
    subject: "Confirm your email address for Born To Win",
    preheader: (hours) => `Your code works for ${hours} hours.`,
    welcome: "Welcome to Born To Win! Please confirm that this email address is yours.",
    useCode: "Enter this code on the verification page:",
    orLink: "Or confirm with one click:",
    button: "Confirm my email address",
    expires: (hours) => `The code and the button work once, for ${hours} hours.`,
    ignore: "If you did not create an account, ignore this email: nothing will be posted in your name.",
    reason: "You received this email because someone signed up to Born To Win with this address.",
  },
  memberReview: {
    editApproved: "You can still change it from your account:",
    mySubmissions: "See all your submissions",
  },
  pledgeStopped: {
    title: "Monthly reminders stopped",
    stopped: (email) =>
      `We will not send monthly donation reminders to ${email} any more. Thank you for your support.`,
    alreadyStopped: (email) => `Monthly donation reminders to ${email} were already stopped.`,
    back: "Back to Born To Win",
  },
  testSubjectMark: "[TEST]",
  testCheckout: {
    title: "Test checkout",
    banner: "TEST CHECKOUT — no money moves",
    intro:
      "This page stands in for Chapa's checkout because no Chapa key is configured. Choose what the payment should do:",
    labels: { amount: "Amount", for: "For", donor: "Donor", email: "Email", reference: "Reference" },
    pay: (amount) => `Pay ${amount}`,
    fail: "Fail / cancel",
    alreadyPaid: "This test payment is already paid.",
    alreadyClosed: "This test payment is already closed without payment.",
    continue: "Continue",
    notFoundTitle: "Checkout not found",
    notFound: "There is no test checkout for this reference.",
  },
  linkFailed: {
    title: "This link did not work",
    invalid: "This link is not valid.",
    donate: "Go to the donation page",
  },
  digest: {
    subject: (count) =>
      count === 1 ? "1 opportunity for you this week" : `${count} opportunities for you this week`,
    preheader: "New listings that match your choices, and those closing soon.",
    intro: "Here are the opportunities on Born To Win that match what you asked for.",
    newHeading: "New this week",
    closingHeading: "Closing soon",
    filtersHeading: "Your filters:",
    deadline: (date) => `Deadline: ${date}`,
    neverPay:
      "Born To Win never charges to apply. If anyone asks you to pay to apply, do not pay, and report the listing.",
    settings: "Change what you receive",
    reason: "You receive this weekly email because you asked Born To Win for opportunity alerts.",
  },
  calendar: {
    summary: (title) => `Deadline: ${title}`,
    description: "Last day to apply. Born To Win never charges to apply.",
    details: "Details and how to apply",
    reminder: "The deadline is tomorrow",
  },
};
