import { JOB_SUGGESTION_LIMIT } from "@btw/contracts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../../../lib/query-client.ts";
import { renderWithApp } from "../../../../../test/render.tsx";
import { jobSuggestionsQueryOptions } from "../api/get-job-suggestions.ts";
import { JobSearch, SEARCH_DEBOUNCE_MS } from "./job-search.tsx";

const TITLES = Array.from({ length: JOB_SUGGESTION_LIMIT }, (_, index) => `Developer ${index + 1}`);

function setup(value = "") {
  const queryClient = createQueryClient();
  queryClient.setQueryData(jobSuggestionsQueryOptions("dev", "en").queryKey, TITLES);
  queryClient.setQueryData(jobSuggestionsQueryOptions("data", "en").queryKey, ["Data Analyst"]);
  const onSearch = vi.fn();
  renderWithApp(<JobSearch value={value} onSearch={onSearch} />, { queryClient });
  const box = screen.getByRole("combobox", { name: "Search job positions" });
  return { onSearch, box };
}

describe("Job search suggestions", () => {
  it("offers up to ten matching titles while typing, with the match marked", async () => {
    const { box } = setup();
    await userEvent.click(box);
    await userEvent.paste("dev");
    const listbox = await screen.findByRole("listbox", { name: "Matching job titles" });
    const options = within(listbox).getAllByRole("option");
    expect(options).toHaveLength(JOB_SUGGESTION_LIMIT);
    expect(box).toHaveAttribute("aria-expanded", "true");
    expect(options[0]?.querySelector("mark")).toHaveTextContent("Dev");
  });

  it("fills the box with a picked suggestion and searches for it", async () => {
    const { box, onSearch } = setup();
    await userEvent.click(box);
    await userEvent.paste("data");
    await userEvent.click(await screen.findByRole("option", { name: "Data Analyst" }));
    expect(box).toHaveValue("Data Analyst");
    expect(onSearch).toHaveBeenLastCalledWith("Data Analyst", { replace: false });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("is keyboard operable: arrows move through suggestions, Enter picks, Escape closes", async () => {
    const { box, onSearch } = setup();
    await userEvent.click(box);
    await userEvent.paste("dev");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const second = screen.getAllByRole("option")[1]!;
    expect(second).toHaveTextContent("Developer 2");
    expect(second).toHaveAttribute("aria-selected", "true");
    expect(box).toHaveAttribute("aria-activedescendant", second.id);
    await userEvent.keyboard("{Enter}");
    expect(box).toHaveValue("Developer 2");
    expect(onSearch).toHaveBeenLastCalledWith("Developer 2", { replace: false });

    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste("dev");
    await screen.findByRole("listbox");
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("hides the suggestions when the search is submitted", async () => {
    const { box, onSearch } = setup();
    await userEvent.click(box);
    await userEvent.paste("dev");
    await screen.findByRole("listbox");
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
    expect(onSearch).toHaveBeenLastCalledWith("dev", { replace: false });
  });

  it("requires some text to search", async () => {
    const { onSearch } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Enter a job title to search");
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("narrows the list after a pause in typing, and clears the filter when the box is emptied", () => {
    vi.useFakeTimers();
    try {
      const { box, onSearch } = setup("dev");
      fireEvent.change(box, { target: { value: "data" } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
      expect(onSearch).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(onSearch).toHaveBeenCalledWith("data", { replace: true });
      fireEvent.change(box, { target: { value: "" } });
      act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
      expect(onSearch).toHaveBeenLastCalledWith("", { replace: true });
    } finally {
      vi.useRealTimers();
    }
  });
});
