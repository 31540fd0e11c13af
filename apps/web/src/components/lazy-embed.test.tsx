import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../test/render.tsx";
import { HostedVideo } from "./lazy-embed.tsx";

describe("HostedVideo", () => {
  it("shows a placeholder, with no player and nothing fetched, until the visitor plays it", async () => {
    const { container } = renderWithApp(<HostedVideo src="/uploads/talk.mp4" title="How to apply" />);
    expect(container.querySelector("video")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: /Play video.*How to apply/ }));
    const video = screen.getByLabelText("How to apply");
    expect(video.tagName).toBe("VIDEO");
    expect(video).toHaveAttribute("src", "/uploads/talk.mp4");
    expect(video).toHaveAttribute("controls");
    // The keyboard stays where the visitor was, and the artwork stays until the video runs.
    expect(video).toHaveFocus();
    expect(video).toHaveAttribute("poster");
  });
});
