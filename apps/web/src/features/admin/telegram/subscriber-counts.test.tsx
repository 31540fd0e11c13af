// The subscriber figures above the Telegram log, and the plain word that Telegram is off when the bot is not set up.
import { API_PREFIX, type TelegramDeliveries } from "@btw/contracts";
import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadAdminCatalog, renderAdmin } from "../testing/render-admin.tsx";
import { SubscriberCounts } from "./subscriber-counts.tsx";

beforeAll(loadAdminCatalog);

function answerDeliveries(counts: TelegramDeliveries["counts"]) {
  const body: TelegramDeliveries = { deliveries: { data: [], count: 0, totalPages: 0 }, counts };
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    expect(String(input)).toContain(API_PREFIX);
    return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
  });
}

describe("Alert subscribers by channel", () => {
  it("says Telegram is off, and how to turn it on, when the bot is not set up", async () => {
    answerDeliveries({ telegramOn: false, email: 12, telegramChats: 0, telegramLinked: 0, channels: [] });
    renderAdmin(<SubscriberCounts />);
    expect(await screen.findByText(/Telegram is off/)).toHaveTextContent("TELEGRAM_BOT_TOKEN");
    expect(screen.getByText("12")).toBeInTheDocument();
  });

  it("shows the figures and channels without that note when the bot runs", async () => {
    answerDeliveries({
      telegramOn: true,
      email: 3,
      telegramChats: 40,
      telegramLinked: 7,
      channels: [{ language: "am", channel: "@btw_am" }],
    });
    renderAdmin(<SubscriberCounts />);
    expect(await screen.findByText("@btw_am (am)")).toBeInTheDocument();
    expect(screen.getByText("40")).toBeInTheDocument();
    expect(screen.queryByText(/Telegram is off/)).not.toBeInTheDocument();
  });
});
