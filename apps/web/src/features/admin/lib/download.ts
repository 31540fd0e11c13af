// Private files (CVs, CSV exports) need the bearer token, so a plain link cannot fetch them: read the
// file with the token, then hand it to the browser as a download.
import type { ErrorResponse } from "@btw/contracts";
import { readStoredSession } from "../../../lib/auth-storage.ts";
import { ApiError, apiUrl, type Query } from "../../../lib/http.ts";
import { reportSessionRejected } from "../../../lib/session/session-store.ts";

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadFile(path: string, fallbackName: string, query?: Query): Promise<void> {
  const token = readStoredSession()?.token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ApiError(0, "Network error: check your connection and try again.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorResponse>;
    const error = new ApiError(response.status, body.message || response.statusText || "Download failed");
    if (response.status === 401) reportSessionRejected();
    throw error;
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameFrom(response.headers.get("Content-Disposition"), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the data goes away.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
