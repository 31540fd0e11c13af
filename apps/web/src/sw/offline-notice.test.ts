import type { BackendModule } from "i18next";
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

  it("writes nothing until the texts of the page's own language have arrived", async () => {
    // A page opened offline mounts the notice while it turns to its language; the texts it asked
    // for first (English) and the page language's come from the device's store, slowly.
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    // Other suites in this worker may have loaded them: forget the Oromo texts, and that they came.
    i18n.removeResourceBundle("om", "offline");
    delete (i18n.services.backendConnector as unknown as { state: Record<string, number> }).state[
      "om|offline"
    ];
    const load = i18n.loadNamespaces.bind(i18n);
    let releaseEnglish = () => {};
    vi.spyOn(i18n, "loadNamespaces").mockImplementationOnce((namespaces) => {
      const loaded = load(namespaces);
      return new Promise((done) => {
        releaseEnglish = () => void loaded.then(() => done());
      });
    });
    const backend = i18n.services.backendConnector.backend as BackendModule;
    const read = backend.read.bind(backend);
    let releaseOromo = () => {};
    vi.spyOn(backend, "read").mockImplementation((language, namespace, callback) => {
      if (language === "om" && namespace === "offline")
        releaseOromo = () => read(language, namespace, callback);
      else read(language, namespace, callback);
    });
    // The page began its turn before the notice first asked for its namespace.
    i18n.options.ns = [i18n.options.ns ?? []].flat().filter((namespace) => namespace !== "offline");
    const turning = setLanguage("om");
    unmount = mountOfflineNotice();
    await turning;
    releaseEnglish();
    await new Promise((later) => setTimeout(later, 10));
    expect(notice()?.textContent).toBe("");
    releaseOromo();
    await vi.waitFor(() => expect(notice()?.textContent).toMatch(/^Interneetii hin qabdan/));
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
