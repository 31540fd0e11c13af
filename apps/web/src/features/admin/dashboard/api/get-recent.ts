// The dashboard's "latest" panels: the first few rows of the admins' inboxes and donations.
import { useQuery } from "@tanstack/react-query";
import { getDonationPage } from "../../inbox/api/get-donations.ts";
import { getInboxPage } from "../../inbox/api/get-inbox-page.ts";

const RECENT = 5;

export function useRecentFeedback(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "feedbacks", "recent"],
    queryFn: ({ signal }) => getInboxPage("feedbacks", { page: 1, limit: RECENT }, signal),
    enabled,
  });
}

export function useRecentResumes(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "resumes", "recent"],
    queryFn: ({ signal }) => getInboxPage("resumes", { page: 1, limit: RECENT }, signal),
    enabled,
  });
}

export function useRecentDonations(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "donations", "recent"],
    queryFn: ({ signal }) => getDonationPage({ page: 1, limit: RECENT }, signal),
    enabled,
  });
}
