/** Every public API path lives under this prefix (spec section 7). */
export const API_PREFIX = "/born-to-win-api";
export const UPLOADS_PREFIX = "/uploads";

export const apiPaths = {
  health: "/health",
  ready: "/ready",
  openapi: "/openapi.json",
  docs: "/docs",
  testimonials: "/testimonial",
  teams: "/teams",
  teamsData: "/teams/data",
  blogs: "/blogs",
  blogsData: "/blogs/data",
  blogImages: "/blogs/images",
  reviewContext: "/approval-queue/context",
  feedbacks: "/feedbacks",
  resumes: "/resumes",
  subscribers: "/subscribers",
  contactMessages: "/contact-messages",
  scholarships: "/scholarships",
  paginateScholarships: "/paginate-scholarship",
  userScholarships: "/users-scholarship",
  approveScholarship: "/scholarship-approve",
  scholarshipFilterCounts: "/scholarship-filter-counts",
  internships: "/internships",
  paginateInternships: "/paginate-internship",
  userInternships: "/users-internship",
  approveInternship: "/internship-approve",
  internshipFilterCounts: "/internship-filter-counts",
  training: "/training",
  paginateTraining: "/paginate-training",
  userTraining: "/users-training",
  approveTraining: "/training-approve",
  trainingFilterCounts: "/training-filter-counts",
  jobs: "/jobs",
  paginateJobs: "/paginate-jobs",
  userJobs: "/users-Job",
  approveJob: "/jobs-approve",
  jobFilterCounts: "/jobs-filter-counts",
  resources: "/resources",
  // The spec spells these two with a trailing slash; the API answers either spelling (Express
  // matches a path with or without it) and documents the one without.
  resourcesByType: "/get-resources/types",
  resourcesByCategory: "/resources-types/category",
  donate: "/donate",
  chapaDonate: "/chapaDonate",
  statistics: "/statstics",
  users: "/users",
  login: "/users/login",
  logout: "/users/logout",
  me: "/users/me",
  forgotPassword: "/forgot-password",
  validateOtp: "/validate-otp",
  resetPassword: "/reset-password",
  auditLog: "/audit-log",
  /** Reports of listings (issue 14): visitors POST, staff read the inbox and act per listing. */
  reports: "/reports",
  closingSoon: "/closing-soon",
  alertPreferences: "/alerts/preferences",
  alertSubscription: "/alerts/subscription",
  alertUnsubscribe: "/alerts/unsubscribe",
  verifyEmail: "/users/verify-email",
  resendVerification: "/users/verify-email/resend",
  userOrganisation: "/users/:id/organisation",
  accountSubmissions: "/account/submissions",
  accountProfile: "/account/profile",
  accountPassword: "/account/password",
  account: "/account",
  accountSaved: "/account/saved",
  accountSavedMerge: "/account/saved/merge",
  /** Public: the organisation's contact details, registration number and office hours (settings). */
  siteSettings: "/site-settings",
} as const;

/** The donation flow's paths (donation-flow.ts has its shapes). */
export const donationPaths = {
  callback: "/donate/callback",
  webhook: "/donate/webhook",
  /** + `/{tx_ref}`: public, what the thank-you page shows. */
  status: "/donate/status",
  totals: "/donate/totals",
  exportCsv: "/donate/export.csv",
  /** `?token=`: opens a fresh checkout for this month's pledged gift. */
  pledgeGive: "/donate/pledges/give",
  /** `?token=`: one click stops the monthly reminders. */
  pledgeStop: "/donate/pledges/stop",
  /** + `/{tx_ref}`: the built-in test checkout that stands in for Chapa without a key. */
  testCheckout: "/donate/test-checkout",
  /** Public: how this server takes gifts, so the donate page can say so before the form is filled. */
  paymentsMode: "/donate/payments-mode",
} as const;

/** Telegram alerts (telegram.ts, decision record 0023): here, with the other paths, free of schemas. */
export const telegramPaths = {
  /** Telegram POSTs updates here, with X-Telegram-Bot-Api-Secret-Token. */
  webhook: "/telegram/webhook",
  /** Public: whether the bot is configured, its username, and (signed in) whether my chat is linked. */
  status: "/alerts/telegram",
  /** Signed in: a one-time t.me link that links the chat which opens it to my account. */
  link: "/alerts/telegram/link",
  /** Staff: the delivery log and the subscriber counts. */
  deliveries: "/telegram/deliveries",
  /** Staff: send a delivery again (post a listing again). */
  resend: "/telegram/deliveries/:id/resend",
} as const;
