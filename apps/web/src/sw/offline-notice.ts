// The notice that the network is gone (and, when the service worker answered from what this device
// keeps, that the page is that saved copy), in the page's language. Plain DOM outside React's root:
// it arrives with the worker's registration, after the first load, and works whatever the page is.
import i18n from "i18next";
import { loadNamespaces } from "../lib/i18n.ts";
import { OFFLINE_ANSWER_MESSAGE } from "./sw-rules.ts";
import "./offline-notice.css";

type NoticeState = "hidden" | "offline" | "savedCopy" | "online";

/** What the notice says, from what the page knows: the browser's online flag and the worker's word. */
export function noticeState(
  online: boolean,
  answeredFromStorage: boolean,
  justReconnected: boolean,
): NoticeState {
  if (!online) return answeredFromStorage ? "savedCopy" : "offline";
  if (answeredFromStorage) return "savedCopy";
  return justReconnected ? "online" : "hidden";
}

const BACK_ONLINE_MS = 4000;

export function mountOfflineNotice(doc: Document = document): () => void {
  const element = doc.createElement("p");
  element.className = "offline-notice";
  element.setAttribute("role", "status");
  element.hidden = true;
  doc.body.append(element);

  let answeredFromStorage = false;
  let justReconnected = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  // Nothing is written before the texts of the page's current language have arrived (a missing
  // text shows as its key): texts asked for in a language the page has since left do not count.
  const render = () => {
    if (!i18n.hasLoadedNamespace("offline")) return;
    const state = noticeState(navigator.onLine, answeredFromStorage, justReconnected);
    element.hidden = state === "hidden";
    if (state !== "hidden") element.textContent = i18n.t(`offline:${state}`);
  };
  const onOffline = () => {
    justReconnected = false;
    render();
  };
  const onOnline = () => {
    answeredFromStorage = false;
    justReconnected = true;
    render();
    clearTimeout(reconnectTimer);
    reconnectTimer = setTimeout(() => {
      justReconnected = false;
      render();
    }, BACK_ONLINE_MS);
  };
  const onWorkerMessage = (event: MessageEvent) => {
    if ((event.data as { type?: unknown } | null)?.type !== OFFLINE_ANSWER_MESSAGE) return;
    answeredFromStorage = true;
    render();
  };
  const onLanguage = () => void loadNamespaces(["offline"]).then(render);

  window.addEventListener("offline", onOffline);
  window.addEventListener("online", onOnline);
  navigator.serviceWorker?.addEventListener("message", onWorkerMessage);
  i18n.on("languageChanged", onLanguage);
  onLanguage();

  return () => {
    clearTimeout(reconnectTimer);
    window.removeEventListener("offline", onOffline);
    window.removeEventListener("online", onOnline);
    navigator.serviceWorker?.removeEventListener("message", onWorkerMessage);
    i18n.off("languageChanged", onLanguage);
    element.remove();
  };
}
