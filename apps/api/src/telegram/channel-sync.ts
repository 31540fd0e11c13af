// A listing's life in the channels: posted when it becomes public (approved, or published by staff),
// edited when what the post shows changes, removed when the listing is hidden, rejected or deleted.
// Every write to a listing enqueues one sync job (listingChanged); the job reads the listing as it is
// now, so a late or repeated job does the right thing. A listing's first sync also sends the instant
// alerts of people whose choices it matches (chat-alerts.ts).
import { isClosed, type OpportunityKind as KindName } from "@btw/contracts";
import type { AppContext } from "../context.ts";
import { isUniqueViolation } from "../lib/errors.ts";
import { sendInstantAlerts } from "./chat-alerts.ts";
import { isShown, listingMessage, readListing } from "./listing-message.ts";
import { enqueueDelivery } from "./telegram-deliveries.ts";
import { telegramChannels, telegramEnabled } from "./telegram-settings.ts";

const LISTING_SYNC_JOB = "telegram-listing-sync";

type SyncContext = Pick<AppContext, "env" | "db" | "logger" | "jobs">;

interface ListingRef {
  kind: KindName;
  id: number;
}

/** Called wherever a listing is created, edited, reviewed, hidden or deleted; nothing without a bot. */
export async function listingChanged(
  ctx: Pick<AppContext, "env" | "jobs">,
  kind: KindName,
  id: number,
): Promise<void> {
  if (!telegramEnabled(ctx.env)) return;
  await ctx.jobs.send(LISTING_SYNC_JOB, { kind, id } satisfies ListingRef);
}

export async function syncListing(ctx: SyncContext, { kind, id }: ListingRef): Promise<void> {
  const listing = await readListing(ctx, kind, id);
  const shown = isShown(listing);
  for (const { language, channelId } of telegramChannels(ctx.env)) {
    // The listing in one channel's language: its post's key, and what its deliveries carry.
    const ref = { kind, listingId: id, language };
    const where = { kind_listingId_language: ref };
    const waitingPostDeliveries = { purpose: "channel-post" as const, ...ref, status: "waiting" as const };
    const post = await ctx.db.telegramChannelPost.findUnique({ where });
    if (shown) {
      const text = listingMessage(ctx, listing, language);
      if (!post) {
        if (isClosed(listing.row.deadline)) continue;
        try {
          await ctx.db.telegramChannelPost.create({ data: { ...ref, channelId, text } });
        } catch (error) {
          if (isUniqueViolation(error)) continue;
          throw error;
        }
        await enqueueDelivery(ctx, { chatId: channelId, purpose: "channel-post", ...ref, text });
      } else if (post.text !== text) {
        await ctx.db.telegramChannelPost.update({ where, data: { text } });
        if (post.messageId !== null)
          await enqueueDelivery(ctx, {
            chatId: post.channelId,
            purpose: "channel-edit",
            ...ref,
            text,
            messageId: post.messageId,
          });
        else await ctx.db.telegramDelivery.updateMany({ where: waitingPostDeliveries, data: { text } });
      }
    } else if (post) {
      await ctx.db.telegramChannelPost.delete({ where });
      if (post.messageId !== null)
        await enqueueDelivery(ctx, {
          chatId: post.channelId,
          purpose: "channel-delete",
          ...ref,
          messageId: post.messageId,
        });
      else
        await ctx.db.telegramDelivery.updateMany({
          where: waitingPostDeliveries,
          data: { status: "failed", error: "Withdrawn: the listing is no longer public" },
        });
    }
  }
  if (shown && !isClosed(listing.row.deadline)) await sendInstantAlerts(ctx, listing);
}

export function defineListingSyncJob(ctx: SyncContext): void {
  ctx.jobs.define<ListingRef>({
    name: LISTING_SYNC_JOB,
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
    async handler(job) {
      await syncListing(ctx, job.data);
    },
  });
}
