// The sign-in and forgot-password pages are public: they read in each language of the site, from
// the "auth" catalog (the admin console behind them stays English).
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { type Language, loadNamespaces, setLanguage } from "../../../lib/i18n.ts";
import amAuth from "../../../locales/am/auth.json";
import enAuth from "../../../locales/en/auth.json";
import omAuth from "../../../locales/om/auth.json";
import { renderWithApp } from "../../../test/render.tsx";
import ForgotPasswordPage from "./forgot-password-page.tsx";
import SignInPage from "./sign-in-page.tsx";

const catalogs = { en: enAuth, am: amAuth, om: omAuth } as const;

async function inLanguage(language: Language) {
  await setLanguage(language);
  await loadNamespaces(["auth", "common", "validation"]);
}

afterEach(async () => {
  await setLanguage("en");
});

describe.each(Object.keys(catalogs) as (keyof typeof catalogs)[])("the auth pages in %s", (language) => {
  const texts = catalogs[language];

  it("sign-in: heading, fields, password switch and links in the language", async () => {
    await inLanguage(language);
    renderWithApp(<SignInPage />, { url: "/sign-in" });
    expect(await screen.findByRole("heading", { level: 1, name: texts.signIn.title })).toBeVisible();
    expect(screen.getByLabelText(texts.fields.email, { exact: false })).toBeVisible();
    expect(screen.getByRole("button", { name: texts.password.show })).toBeVisible();
    expect(screen.getByRole("button", { name: texts.signIn.submit })).toBeVisible();
    expect(screen.getByRole("link", { name: texts.signIn.forgot })).toBeVisible();
  });

  it("forgot password: the first step in the language", async () => {
    await inLanguage(language);
    renderWithApp(<ForgotPasswordPage />, { url: "/sign-in/forgot-password" });
    expect(await screen.findByRole("heading", { level: 1, name: texts.forgot.email.title })).toBeVisible();
    expect(screen.getByRole("button", { name: texts.forgot.email.submit })).toBeVisible();
    expect(screen.getByRole("link", { name: texts.forgot.backToSignIn })).toBeVisible();
  });
});

it("gives Amharic and Afaan Oromo their own words, not English", () => {
  expect(amAuth.signIn.title).not.toBe(enAuth.signIn.title);
  expect(omAuth.signIn.title).not.toBe(enAuth.signIn.title);
});
