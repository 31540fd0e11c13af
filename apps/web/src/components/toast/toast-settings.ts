// How notices behave (spec: react-hot-toast-like: top right, five seconds, three at most).
export const TOAST_SETTINGS = {
  position: "top-right",
  durationMs: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  hotkey: "Alt+T",
  dragToDismissPercent: 80,
  limit: 3,
} as const;
