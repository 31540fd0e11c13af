import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../lib/i18n.ts";
import { Carousel } from "./carousel.tsx";
import { CAROUSEL_SETTINGS } from "./carousel-settings.ts";

const ITEMS = ["Abebe", "Hanna", "Dawit", "Meron", "Samuel"];

/** Pretends the window is `width` px wide (and whether motion is reduced) for CSS media queries. */
function setViewport(width: number, reducedMotion = false) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = max ? width <= Number(max[1]) : query.includes("reduce") ? reducedMotion : false;
    return {
      matches,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      onchange: null,
    } as unknown as MediaQueryList;
  });
}

function renderCarousel(items = ITEMS) {
  return render(
    <I18nextProvider i18n={i18n}>
      <Carousel
        label="What our students say"
        items={items}
        keyOf={(item) => item}
        renderSlide={(item) => <p>{item}</p>}
      />
    </I18nextProvider>,
  );
}

const activeDot = () =>
  screen
    .getAllByRole("button", { name: /^Show slide/ })
    .findIndex((dot) => dot.getAttribute("aria-current") === "true");
const visibleSlides = () =>
  screen
    .getAllByRole("group", { name: /of 5$/, hidden: true })
    .filter((slide) => !slide.hasAttribute("aria-hidden"))
    .map((slide) => slide.textContent);

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    setViewport(1280);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("is a labelled carousel of slides with one dot per slide and no arrows", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "What our students say" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    expect(screen.getAllByRole("button", { name: /^Show slide/ })).toHaveLength(5);
    expect(screen.queryByRole("button", { name: /next|previous/i })).not.toBeInTheDocument();
    expect(visibleSlides()).toEqual(["Abebe", "Hanna", "Dawit"]);
  });

  it("shows 3 slides above 1024 px, 2 at or under 1024 px and 1 at or under 640 px", () => {
    setViewport(1024);
    const { unmount } = renderCarousel();
    expect(visibleSlides()).toHaveLength(CAROUSEL_SETTINGS.slidesToShow.atOrUnder1024);
    unmount();
    setViewport(640);
    renderCarousel();
    expect(visibleSlides()).toEqual(["Abebe"]);
  });

  it("moves one slide every 2 seconds and loops back to the first", () => {
    renderCarousel();
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs));
    expect(activeDot()).toBe(1);
    expect(visibleSlides()).toEqual(["Hanna", "Dawit", "Meron"]);
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs * 4));
    expect(activeDot()).toBe(0);
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.speedMs));
    expect(visibleSlides()).toEqual(["Abebe", "Hanna", "Dawit"]);
  });

  it("pauses while hovered and while it holds focus", () => {
    renderCarousel();
    const region = screen.getByRole("region", { name: "What our students say" });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs * 3));
    expect(activeDot()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs));
    expect(activeDot()).toBe(1);

    act(() => screen.getAllByRole("button", { name: /^Show slide/ })[1]!.focus());
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs * 3));
    expect(activeDot()).toBe(1);
  });

  it("is keyboard operable: dots are buttons, arrows move between them", () => {
    renderCarousel();
    const dots = within(screen.getByRole("group", { name: "Choose a slide" })).getAllByRole("button");
    act(() => dots[3]!.click());
    expect(activeDot()).toBe(3);
    act(() => dots[3]!.focus());
    fireEvent.keyDown(dots[3]!, { key: "ArrowRight" });
    expect(activeDot()).toBe(4);
    expect(document.activeElement).toBe(dots[4]);
    fireEvent.keyDown(dots[4]!, { key: "ArrowRight" });
    expect(activeDot()).toBe(0);
    fireEvent.keyDown(dots[0]!, { key: "End" });
    expect(activeDot()).toBe(4);
  });

  it("can be stopped and started, and starts stopped when the visitor prefers less motion", () => {
    setViewport(1280, true);
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs * 2));
    expect(activeDot()).toBe(0);
    act(() => screen.getByRole("button", { name: "Start automatic sliding" }).click());
    fireEvent.mouseLeave(screen.getByRole("region"));
    act(() => screen.getByRole("button", { name: "Pause automatic sliding" }).blur());
    fireEvent.blur(screen.getByRole("region"));
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs));
    expect(activeDot()).toBe(1);
  });

  it("does not slide when every item fits", () => {
    renderCarousel(["Abebe", "Hanna"]);
    expect(screen.queryByRole("button", { name: /^Show slide/ })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CAROUSEL_SETTINGS.autoplayIntervalMs * 2));
    expect(screen.getByText("Abebe")).toBeVisible();
  });
});
