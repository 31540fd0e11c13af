// Settings of the organisation's own content that are not data in the API.

/**
 * Fallback videos (spec: the self-development page shows "a fixed fallback video embed" when no
 * video resource exists). Loaded from youtube-nocookie.com only when the visitor presses play.
 * Julian Treasure, "How to speak so that people want to listen" (TED).
 */
export const FALLBACK_VIDEOS = {
  publicSpeaking: "eIho2S0ZahI",
  howToApply: "eIho2S0ZahI",
} as const;
