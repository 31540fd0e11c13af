// What the bot says back. State lives in the chat's telegram_chats row (no sessions): /start makes
// or wakes it (and links the account when started from the site's link), buttons change one choice
// each and redraw the menu, /saved lists the linked account's saved listings, /stop unsubscribes.
// Replies to a person's own message or button go straight back through grammY: they answer that
// person, one per update; everything the site starts itself goes through the delivery queue.
import {
  FIELDS_OF_STUDY,
  type OpportunityKind as KindName,
  OPPORTUNITY_KINDS,
  opportunityTitle,
  TELEGRAM_DAILY_CAPS,
  TELEGRAM_FREQUENCIES,
  TRAINING_COUNTRIES,
} from "@btw/contracts";
import type { TelegramChat } from "@btw/db";
import {
  LANGUAGE_DETAILS,
  type Language,
  mailCatalog,
  SUPPORTED_LANGUAGES,
  telegramCatalog,
  toLanguage,
} from "@btw/i18n";
import { type Bot, type Context, GrammyError, InlineKeyboard } from "grammy";
import type { AppContext } from "../context.ts";
import { escapeHtml } from "../lib/escape-html.ts";
import { vocabularyLabel } from "../lib/vocabulary-labels.ts";
import { isLinkToken, linkChat } from "./link-tokens.ts";
import { isShown, listingLine, readListing } from "./listing-message.ts";

type BotContext = Pick<AppContext, "db" | "env" | "logger">;

/** The languages Telegram reports that the site speaks; anything else starts in English. */
const languageOf = (code: string | undefined): Language => toLanguage(code?.slice(0, 2));

const SAVED_SHOWN = 20;

type ListChoice = "kinds" | "fieldsOfStudy" | "countries";
const CHOICES: Record<ListChoice, { values: readonly string[]; code: string }> = {
  kinds: { values: OPPORTUNITY_KINDS, code: "k" },
  fieldsOfStudy: { values: FIELDS_OF_STUDY, code: "f" },
  countries: { values: TRAINING_COUNTRIES, code: "c" },
};

function choiceLabel(language: Language, choice: ListChoice, value: string): string {
  if (choice === "kinds") return mailCatalog(language).review.kinds[value as KindName];
  return vocabularyLabel(language, choice === "countries" ? "countries" : "fieldsOfStudy", value);
}

function summary(chat: TelegramChat): string {
  const language = toLanguage(chat.language);
  const words = telegramCatalog(language).bot;
  const listed = (choice: ListChoice, values: string[]) =>
    values.length === 0
      ? words.everything
      : values.map((value) => choiceLabel(language, choice, value)).join(", ");
  const line = (label: string, value: string) => `<b>${escapeHtml(label)}:</b> ${escapeHtml(value)}`;
  return [
    escapeHtml(words.settingsIntro),
    line(words.labels.kinds, listed("kinds", chat.kinds)),
    line(words.labels.fields, listed("fieldsOfStudy", chat.fieldsOfStudy)),
    line(words.labels.countries, listed("countries", chat.countries)),
    line(words.labels.language, LANGUAGE_DETAILS[language].nativeName),
    line(words.labels.frequency, words.frequencies[chat.frequency === "weekly" ? "weekly" : "instant"]),
    ...(chat.frequency === "instant" ? [line(words.labels.cap, words.cap(chat.dailyCap))] : []),
  ].join("\n");
}

function menuKeyboard(chat: TelegramChat): InlineKeyboard {
  const words = telegramCatalog(chat.language).bot.labels;
  return new InlineKeyboard()
    .text(words.kinds, "m:kinds")
    .text(words.fields, "m:fieldsOfStudy")
    .row()
    .text(words.countries, "m:countries")
    .text(words.language, "m:language")
    .row()
    .text(words.frequency, "m:frequency")
    .text(words.cap, "m:cap");
}

function pickerKeyboard(chat: TelegramChat, choice: ListChoice): InlineKeyboard {
  const language = toLanguage(chat.language);
  const { values, code } = CHOICES[choice];
  const keyboard = new InlineKeyboard();
  values.forEach((value, index) => {
    const mark = chat[choice].includes(value) ? "✅ " : "";
    keyboard.text(`${mark}${choiceLabel(language, choice, value)}`, `${code}:${index}`);
    if (index % 2 === 1) keyboard.row();
  });
  return keyboard.row().text(telegramCatalog(language).bot.back, "menu");
}

function optionsKeyboard(chat: TelegramChat, picker: "language" | "frequency" | "cap"): InlineKeyboard {
  const words = telegramCatalog(chat.language).bot;
  const keyboard = new InlineKeyboard();
  const mark = (on: boolean) => (on ? "✅ " : "");
  if (picker === "language")
    for (const language of SUPPORTED_LANGUAGES)
      keyboard
        .text(`${mark(chat.language === language)}${LANGUAGE_DETAILS[language].nativeName}`, `l:${language}`)
        .row();
  if (picker === "frequency")
    for (const frequency of TELEGRAM_FREQUENCIES)
      keyboard
        .text(`${mark(chat.frequency === frequency)}${words.frequencies[frequency]}`, `q:${frequency}`)
        .row();
  if (picker === "cap")
    for (const cap of TELEGRAM_DAILY_CAPS)
      keyboard.text(`${mark(chat.dailyCap === cap)}${words.cap(cap)}`, `n:${cap}`).row();
  return keyboard.text(words.back, "menu");
}

async function chatOf(ctx: BotContext, telegram: Context): Promise<TelegramChat | null> {
  const id = telegram.chat?.id;
  if (id === undefined) return null;
  return ctx.db.telegramChat.upsert({
    where: { chatId: BigInt(id) },
    create: {
      chatId: BigInt(id),
      language: languageOf(telegram.from?.language_code),
      kinds: [],
      fieldsOfStudy: [],
      countries: [],
    },
    update: {},
  });
}

async function showMenu(telegram: Context, chat: TelegramChat, edit: boolean): Promise<void> {
  const options = { parse_mode: "HTML" as const, reply_markup: menuKeyboard(chat) };
  if (edit) await telegram.editMessageText(summary(chat), options);
  else await telegram.reply(summary(chat), options);
}

async function savedText(ctx: BotContext, chat: TelegramChat): Promise<string> {
  const language = toLanguage(chat.language);
  const words = telegramCatalog(language).bot.saved;
  if (!chat.userId) return escapeHtml(words.notLinked);
  const saved = await ctx.db.savedOpportunity.findMany({
    where: { userId: chat.userId },
    orderBy: { savedAt: "desc" },
    take: SAVED_SHOWN * 2,
  });
  const lines: string[] = [];
  for (const item of saved) {
    if (lines.length >= SAVED_SHOWN) break;
    if (!(OPPORTUNITY_KINDS as readonly string[]).includes(item.kind)) continue;
    const kind = item.kind as KindName;
    const listing = await readListing(ctx, kind, item.opportunityId);
    if (!isShown(listing)) continue;
    const { deadline } = listing.row;
    if (deadline && deadline.getTime() < Date.now() - 86_400_000) continue;
    const title = opportunityTitle(kind, listing.row);
    lines.push(listingLine(ctx, { kind, id: listing.id, title, deadline }, language));
  }
  return lines.length === 0
    ? escapeHtml(words.none)
    : [`<b>${escapeHtml(words.heading)}</b>`, ...lines].join("\n");
}

/** A reply to a chat that blocked the bot meanwhile: the chat is unsubscribed, nothing else. */
async function replyingTo(ctx: BotContext, telegram: Context, reply: () => Promise<unknown>): Promise<void> {
  try {
    await reply();
  } catch (error) {
    if (error instanceof GrammyError && error.error_code === 403 && telegram.chat) {
      await ctx.db.telegramChat.updateMany({
        where: { chatId: BigInt(telegram.chat.id) },
        data: { active: false },
      });
      return;
    }
    throw error;
  }
}

export function handleConversation(bot: Bot, ctx: BotContext): void {
  // Only private chats talk to the bot; groups and channels it is added to are not subscribers.
  const privateChats = bot.chatType("private");

  privateChats.command("start", async (telegram) => {
    const payload = telegram.match.trim();
    let chat = await chatOf(ctx, telegram);
    if (!chat) return;
    let linkedNow = false;
    let linkFailed = false;
    if (payload) {
      if (isLinkToken(payload) && (await linkChat(ctx, payload, chat.chatId))) linkedNow = true;
      else linkFailed = true;
    }
    chat = await ctx.db.telegramChat.update({ where: { id: chat.id }, data: { active: true } });
    const words = telegramCatalog(chat.language).bot;
    const intro = linkedNow ? words.linked : linkFailed ? words.linkFailed : words.welcome;
    await replyingTo(ctx, telegram, async () => {
      await telegram.reply(intro);
      await showMenu(telegram, chat, false);
    });
  });

  privateChats.command(["settings", "menu"], async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (chat) await replyingTo(ctx, telegram, () => showMenu(telegram, chat, false));
  });

  privateChats.command("saved", async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (!chat) return;
    const text = await savedText(ctx, chat);
    await replyingTo(ctx, telegram, () =>
      telegram.reply(text, { parse_mode: "HTML", link_preview_options: { is_disabled: true } }),
    );
  });

  privateChats.command("stop", async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (!chat) return;
    await ctx.db.telegramChat.update({ where: { id: chat.id }, data: { active: false } });
    await replyingTo(ctx, telegram, () => telegram.reply(telegramCatalog(chat.language).bot.stopped));
  });

  privateChats.command("help", async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (chat) await replyingTo(ctx, telegram, () => telegram.reply(telegramCatalog(chat.language).bot.help));
  });

  privateChats.on("callback_query:data", async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (!chat) return;
    const [code = "", value = ""] = telegram.callbackQuery.data.split(":");
    const update = (data: Partial<Pick<TelegramChat, ListChoice | "language" | "frequency" | "dailyCap">>) =>
      ctx.db.telegramChat.update({ where: { id: chat.id }, data });
    const words = telegramCatalog(chat.language).bot;
    const redraw = async (next: TelegramChat, keyboard: InlineKeyboard, text: string, html = false) => {
      await telegram.answerCallbackQuery();
      await telegram.editMessageText(text, {
        reply_markup: keyboard,
        ...(html ? { parse_mode: "HTML" as const } : {}),
      });
      return next;
    };
    await replyingTo(ctx, telegram, async () => {
      if (code === "menu") return redraw(chat, menuKeyboard(chat), summary(chat), true);
      if (code === "m") {
        if (value === "kinds" || value === "fieldsOfStudy" || value === "countries")
          return redraw(
            chat,
            pickerKeyboard(chat, value),
            words.choose[value === "fieldsOfStudy" ? "fields" : value],
          );
        if (value === "language" || value === "frequency" || value === "cap")
          return redraw(chat, optionsKeyboard(chat, value), words.choose[value]);
      }
      const list = (Object.keys(CHOICES) as ListChoice[]).find((choice) => CHOICES[choice].code === code);
      if (list) {
        const picked = CHOICES[list].values[Number(value)];
        if (picked === undefined) return telegram.answerCallbackQuery();
        const current = chat[list];
        const next = await update({
          [list]: current.includes(picked) ? current.filter((item) => item !== picked) : [...current, picked],
        });
        return redraw(
          next,
          pickerKeyboard(next, list),
          words.choose[list === "fieldsOfStudy" ? "fields" : list],
        );
      }
      if (code === "l" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value)) {
        const next = await update({ language: value });
        return redraw(next, menuKeyboard(next), summary(next), true);
      }
      if (code === "q" && (TELEGRAM_FREQUENCIES as readonly string[]).includes(value)) {
        const next = await update({ frequency: value });
        return redraw(next, menuKeyboard(next), summary(next), true);
      }
      if (code === "n" && (TELEGRAM_DAILY_CAPS as readonly number[]).includes(Number(value))) {
        const next = await update({ dailyCap: Number(value) });
        return redraw(next, menuKeyboard(next), summary(next), true);
      }
      return telegram.answerCallbackQuery();
    });
  });

  privateChats.on("message", async (telegram) => {
    const chat = await chatOf(ctx, telegram);
    if (chat) await replyingTo(ctx, telegram, () => telegram.reply(telegramCatalog(chat.language).bot.help));
  });
}
