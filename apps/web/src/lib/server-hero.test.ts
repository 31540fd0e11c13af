import { describe, expect, it } from "vitest";
import { readServerHero, serverHeroFor } from "./server-hero.ts";

function shell(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  return root;
}

describe("the server's band for the first address", () => {
  it("is read with its eyebrow, title and lead, for that address only", () => {
    readServerHero(
      shell(
        `<header class="page-hero"><div class="container"><div class="page-hero__text"><p class="eyebrow page-hero__eyebrow">Job</p><h1 class="page-hero__title">Data analyst</h1><div class="page-hero__lead"><p>Shega Media · Addis Ababa</p></div></div></div></header>`,
      ),
      "/resource/job-opportunities/12",
    );
    expect(serverHeroFor("/resource/job-opportunities/12")).toEqual({
      eyebrow: "Job",
      title: "Data analyst",
      lead: "Shega Media · Addis Ababa",
    });
    expect(serverHeroFor("/resource/job-opportunities/13")).toBeUndefined();
    readServerHero(shell(""));
  });

  it("is nothing when the shell has no band", () => {
    readServerHero(shell("<main></main>"), "/about");
    expect(serverHeroFor("/about")).toBeUndefined();
  });
});
