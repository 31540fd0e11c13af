// The words of everything the site says on Telegram: channel posts, the bot's conversation, alerts,
// digests and deadline reminders; one catalog per language (en.ts, am.ts, om.ts), typed alike so a
// missing key fails the typecheck. Kind names, "Deadline" and "never pay to apply" come from the mail
// catalogs (one fact, one place); names (Born To Win, Telegram) stay as they are.

export interface TelegramCatalog {
  /** A listing's post in a channel, alert or digest line. */
  post: {
    organisation: string;
    place: string;
    /** Where a listing names no place: open to applicants from anywhere. */
    anywhere: string;
    noDeadline: string;
    /** The link to the listing's page. */
    open: string;
  };
  bot: {
    welcome: string;
    /** After /start with a link made on the site. */
    linked: string;
    /** The link was used already or is too old. */
    linkFailed: string;
    /** Above the settings buttons; the summary lines follow. */
    settingsIntro: string;
    labels: {
      kinds: string;
      fields: string;
      countries: string;
      language: string;
      frequency: string;
      cap: string;
    };
    /** What an empty choice means. */
    everything: string;
    frequencies: { instant: string; weekly: string };
    /** "At most 10 a day". */
    cap: (count: number) => string;
    choose: {
      kinds: string;
      fields: string;
      countries: string;
      language: string;
      frequency: string;
      cap: string;
    };
    back: string;
    saved: { heading: string; none: string; notLinked: string };
    stopped: string;
    help: string;
  };
  alert: { heading: string };
  digest: { heading: string };
  reminder: {
    /** "3 days left to apply" (1: "Last day tomorrow"). */
    daysLeft: (days: number) => string;
    emailSubject: (days: number, title: string) => string;
    emailReason: string;
  };
}
