import type { TelegramCatalog } from "./types.ts";

export const en: TelegramCatalog = {
  post: {
    organisation: "Organisation",
    place: "Where",
    anywhere: "Open to applicants from anywhere",
    noDeadline: "No deadline given",
    open: "Details and how to apply",
  },
  bot: {
    welcome:
      "Welcome to Born To Win. You will get new scholarships, internships, training and jobs here. Choose what you want below; you can change it at any time with /settings.",
    linked: "Your Telegram is now linked to your Born To Win account. Saved listings: /saved",
    linkFailed: "This link has expired or was used already. Make a new one on your account page.",
    settingsIntro: "Your alerts:",
    labels: {
      kinds: "Kinds",
      fields: "Fields of study",
      countries: "Countries",
      language: "Language",
      frequency: "How often",
      cap: "Limit",
    },
    everything: "All",
    frequencies: { instant: "As soon as they are listed", weekly: "Once a week" },
    cap: (count) => `At most ${count} a day`,
    choose: {
      kinds: "Which kinds of opportunity? Tap to choose; none chosen means all.",
      fields: "Which fields of study (scholarships)? None chosen means all.",
      countries: "Which countries? None chosen means all.",
      language: "Which language?",
      frequency: "How often do you want alerts?",
      cap: "How many alerts a day at most?",
    },
    back: "Done",
    saved: {
      heading: "Your saved opportunities:",
      none: "You have no saved opportunities that are still open.",
      notLinked:
        "Link your Born To Win account to see your saved opportunities: open your account page on the site and choose Get alerts on Telegram.",
    },
    stopped: "You will get no more alerts. Send /start to get them again.",
    help: "Commands: /settings to change your alerts, /saved for your saved opportunities, /stop to stop all alerts.",
  },
  alert: { heading: "New opportunity for you" },
  digest: { heading: "Your opportunities this week" },
  reminder: {
    daysLeft: (days) => (days === 1 ? "The deadline is tomorrow" : `${days} days left to apply`),
    emailSubject: (days, title) =>
      days === 1 ? `Deadline tomorrow: ${title}` : `${days} days left to apply: ${title}`,
    emailReason: "You receive this reminder because you saved this opportunity and have email alerts on.",
  },
};
