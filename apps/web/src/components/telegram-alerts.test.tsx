// "Get alerts on Telegram" appears only when the server has a bot; a visitor opens the bot, a
// linked member is told where alerts go. The answers are put in the cache (tests never fake the network).
import type { TelegramStatus } from "@btw/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../lib/query-client.ts";
import { telegramStatusQueryOptions } from "../lib/telegram.ts";
import { renderWithApp } from "../test/render.tsx";
import { TelegramAlerts } from "./telegram-alerts.tsx";

function renderWith(status: TelegramStatus) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(telegramStatusQueryOptions(false).queryKey, status);
  return renderWithApp(
    <>
      <p>Page</p>
      <TelegramAlerts />
    </>,
    { queryClient },
  );
}

describe("Telegram alerts offer", () => {
  it("says nothing when the site has no bot", async () => {
    renderWith({ enabled: false, botUsername: null, linked: false });
    await screen.findByText("Page");
    expect(screen.queryByText(/Telegram/)).not.toBeInTheDocument();
  });

  it("opens the bot for a visitor who is not signed in", async () => {
    renderWith({ enabled: true, botUsername: "btw_bot", linked: false });
    const link = await screen.findByRole("link", { name: "Get alerts on Telegram" });
    expect(link).toHaveAttribute("href", "https://t.me/btw_bot");
  });

  it("tells a linked member where their alerts go", async () => {
    renderWith({ enabled: true, botUsername: "btw_bot", linked: true });
    expect(await screen.findByText(/Your Telegram is linked/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the bot" })).toHaveAttribute(
      "href",
      "https://t.me/btw_bot",
    );
  });
});
