/** Whether the browser says it has no network (never on the server, which has no such flag). */
export const isOffline = (): boolean => typeof navigator !== "undefined" && navigator.onLine === false;
