import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, setLanguage } from "../lib/i18n.ts";
import { mountOfflineNotice, noticeState } from "./offline-notice.ts";

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  window.dispatchEvent(new Event(online ? "online" : "offline"));
};
const notice = () => document.querySelector<HTMLElement>(".offline-notice");

describe("the offline notice", () => {
  let unmount: (() => void) | undefined;
  afterEach(async () => {
    unmount?.();
    unmount = undefined;
    await setLanguage("en");
  });

  it("says whether the page is offline, a saved copy, or back online", () => {
    expect(noticeState(true, false, false)).toBe("hidden");
    expect(noticeState(false, false, false)).toBe("offline");
    expect(noticeState(false, true, false)).toBe("savedCopy");
    expect(noticeState(true, true, false)).toBe("savedCopy");
    expect(noticeState(true, false, true)).toBe("online");
  });

  it("appears as a status message when the network goes, and says when it is back", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    unmount = mountOfflineNotice();
    await vi.waitFor(() => expect(i18n.hasResourceBundle("en", "offline")).toBe(true));
    expect(notice()).toHaveAttribute("role", "status");
    expect(notice()?.hidden).toBe(true);

    setOnline(false);
    expect(notice()?.hidden).toBe(false);
    expect(notice()?.textContent).toMatch(/^You are offline\./);

    vi.useFakeTimers();
    try {
      setOnline(true);
      expect(notice()?.textContent).toBe("You are back online.");
      vi.advanceTimersByTime(5000);
      expect(notice()?.hidden).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("speaks the page's language", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    unmount = mountOfflineNotice();
    await setLanguage("am");
    await vi.waitFor(() => expect(notice()?.textContent).toMatch(/^ከኢንተርኔት ጋር አልተገናኙም/));
    await setLanguage("om");
    await vi.waitFor(() => expect(notice()?.textContent).toMatch(/^Interneetii hin qabdan/));
  });

  it("is removed with its listeners when unmounted", () => {
    unmount = mountOfflineNotice();
    unmount();
    unmount = undefined;
    expect(notice()).toBeNull();
  });
});
