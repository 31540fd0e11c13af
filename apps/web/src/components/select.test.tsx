import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Select } from "./select.tsx";

const OPTIONS = [
  { value: "cover-letter", label: "Cover letter" },
  { value: "ielts", label: "IELTS" },
];

const kindSelect = (onValueChange: (value: string) => void) => (
  <Select label="Category" options={OPTIONS} value="cover-letter" onValueChange={onValueChange} />
);

/** The server's drawing of the select in the page, `choose` run on it (the reader), then the app's hydration. */
async function hydrateAfter(choose: (select: HTMLSelectElement) => void): Promise<string[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(kindSelect(() => {}));
  document.body.append(container);
  choose(container.querySelector("select") as HTMLSelectElement);
  const chosen: string[] = [];
  await act(async () => {
    hydrateRoot(
      container,
      kindSelect((value) => chosen.push(value)),
    );
  });
  return chosen;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Select", () => {
  it("applies a choice the reader made in the server's drawing before the app took it over", async () => {
    expect(
      await hydrateAfter((select) => {
        select.value = "ielts";
      }),
    ).toEqual(["ielts"]);
  });

  it("applies nothing when the reader chose nothing", async () => {
    expect(await hydrateAfter(() => {})).toEqual([]);
  });

  it("applies nothing when the app draws the select itself", async () => {
    const container = document.createElement("div");
    document.body.append(container);
    const chosen: string[] = [];
    await act(async () => {
      createRoot(container).render(kindSelect((value) => chosen.push(value)));
    });
    expect(container.querySelector("select")?.value).toBe("cover-letter");
    expect(chosen).toEqual([]);
  });
});
