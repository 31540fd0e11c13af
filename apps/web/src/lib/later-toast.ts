// Notices from the parts of the home page's first scripts (the newsletter box, a confirmation link's
// outcome): sonner is fetched when the first notice is shown, so the first load does not carry it.
// The toaster that draws them is loaded the same way (app/layout/root-layout.tsx).
type Kind = "success" | "info" | "error";

export function laterToast(kind: Kind, message: string): void {
  void import("sonner").then(({ toast }) => toast[kind](message));
}
