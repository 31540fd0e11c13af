import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDrawnInTurns } from "./use-drawn-in-turns.ts";

function List({ items }: { items: string[] }) {
  const drawn = useDrawnInTurns(items.length, 2);
  return (
    <ul>
      {items.slice(0, drawn).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const names = (n: number) => Array.from({ length: n }, (_, i) => `item ${i + 1}`);

describe("useDrawnInTurns", () => {
  it("draws a list a few items a task until all are drawn, never more than it holds", async () => {
    render(<List items={names(5)} />);
    // The first turn is drawn with the list itself; the rest follow in later tasks.
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(5));
    // Later turns add nothing past the list's end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(names(5));
  });

  it("goes on drawing when the list grows, and a list shorter than a turn is drawn at once", async () => {
    const { rerender } = render(<List items={names(1)} />);
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    rerender(<List items={names(4)} />);
    await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(4));
  });
});
