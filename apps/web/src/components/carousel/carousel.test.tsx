import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { AUTOPLAY_OPTIONS, Carousel } from "./carousel.tsx";

const ITEMS = ["Abebe", "Hanna", "Dawit", "Meron", "Samuel"];

/**
 * happy-dom draws nothing, so Embla would measure zero everywhere: give the viewport room for
 * `perView` slides of 100 px, as carousel.css does at each width (checked in Chromium by e2e).
 */
function layOut(perView: number) {
  const box = (element: HTMLElement) => {
    if (element.classList.contains("carousel__viewport")) return { left: 0, width: perView * 100 };
    if (element.classList.contains("carousel__track")) return { left: 0, width: perView * 100 };
    if (element.classList.contains("carousel__slide")) {
      const index = [...(element.parentElement?.children ?? [])].indexOf(element);
      return { left: index * 100, width: 100 };
    }
    return { left: 0, width: 0 };
  };
  const define = (name: string, read: (element: HTMLElement) => number) =>
    vi.spyOn(HTMLElement.prototype, name as "offsetWidth", "get").mockImplementation(function (
      this: HTMLElement,
    ) {
      return read(this);
    });
  define("offsetWidth", (element) => box(element).width);
  define("offsetLeft", (element) => box(element).left);
  define("offsetHeight", (element) => (box(element).width ? 100 : 0));
  define("offsetTop", () => 0);
  // Embla reads the last slide's end margin as well.
  const margins = document.createElement("style");
  margins.textContent = ".carousel__slide { margin: 0px; }";
  document.head.append(margins);
  return () => margins.remove();
}

function preferLessMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("reduce") ? reduce : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
  }));
}

/** Renders the carousel and lets Embla's script arrive. */
async function renderCarousel(items = ITEMS) {
  const result = render(
    <I18nextProvider i18n={i18n}>
      <Carousel
        label="What our students say"
        items={items}
        keyOf={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
      />
    </I18nextProvider>,
  );
  await act(() => vi.dynamicImportSettled());
  return result;
}

const dots = () => screen.queryAllByRole("button", { name: /^Show slide/ });
const activeDot = () => dots().findIndex((dot) => dot.getAttribute("aria-current") === "true");
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe("Carousel", () => {
  let undoLayout: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    preferLessMotion(false);
    undoLayout = layOut(3);
  });
  afterEach(() => {
    undoLayout();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is a labelled carousel of labelled slides with one dot per step and no arrows", async () => {
    await renderCarousel();
    const region = screen.getByRole("region", { name: "What our students say" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(within(region).getAllByRole("group", { name: /^\d of 5$/ })).toHaveLength(5);
    expect(dots()).toHaveLength(5);
    expect(dots()[0]).toHaveAccessibleName("Show slide 1 of 5");
    expect(activeDot()).toBe(0);
    expect(screen.queryByRole("button", { name: /next|previous/i })).not.toBeInTheDocument();
  });

  it("moves one slide every 2 seconds and loops back to the first", async () => {
    await renderCarousel();
    tick(AUTOPLAY_OPTIONS.delay + 50);
    expect(activeDot()).toBe(1);
    for (const expected of [2, 3, 4, 0]) {
      tick(AUTOPLAY_OPTIONS.delay + 50);
      expect(activeDot()).toBe(expected);
    }
  });

  it("pauses while hovered and while it holds focus", async () => {
    await renderCarousel();
    const region = screen.getByRole("region", { name: "What our students say" });
    fireEvent.mouseEnter(region);
    tick(AUTOPLAY_OPTIONS.delay * 3);
    expect(activeDot()).toBe(0);
    fireEvent.mouseLeave(region);
    tick(AUTOPLAY_OPTIONS.delay + 50);
    expect(activeDot()).toBe(1);

    act(() => dots()[1]!.focus());
    tick(AUTOPLAY_OPTIONS.delay * 3);
    expect(activeDot()).toBe(1);
    act(() => dots()[1]!.blur());
    tick(AUTOPLAY_OPTIONS.delay + 50);
    expect(activeDot()).toBe(2);
  });

  it("is keyboard operable: dots are buttons, arrows move between them", async () => {
    await renderCarousel();
    const group = screen.getByRole("group", { name: "Choose a slide" });
    act(() => within(group).getAllByRole("button")[3]!.click());
    expect(activeDot()).toBe(3);
    act(() => dots()[3]!.focus());
    fireEvent.keyDown(dots()[3]!, { key: "ArrowRight" });
    expect(activeDot()).toBe(4);
    expect(document.activeElement).toBe(dots()[4]);
    fireEvent.keyDown(dots()[4]!, { key: "ArrowRight" });
    expect(activeDot()).toBe(0);
    fireEvent.keyDown(dots()[0]!, { key: "End" });
    expect(activeDot()).toBe(4);
  });

  it("can be paused and started again", async () => {
    await renderCarousel();
    act(() => screen.getByRole("button", { name: "Pause automatic sliding" }).click());
    tick(AUTOPLAY_OPTIONS.delay * 3);
    expect(activeDot()).toBe(0);
    act(() => screen.getByRole("button", { name: "Start automatic sliding" }).click());
    await act(async () => {});
    tick(AUTOPLAY_OPTIONS.delay + 50);
    expect(activeDot()).toBe(1);
  });

  it("starts paused when the visitor prefers less motion", async () => {
    preferLessMotion(true);
    await renderCarousel();
    expect(screen.getByRole("button", { name: "Start automatic sliding" })).toBeInTheDocument();
    tick(AUTOPLAY_OPTIONS.delay * 3);
    expect(activeDot()).toBe(0);
  });

  it("shows neither dots nor a pause button when every slide fits", async () => {
    await renderCarousel(["Abebe", "Hanna"]);
    expect(dots()).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /automatic sliding/ })).not.toBeInTheDocument();
  });
});
