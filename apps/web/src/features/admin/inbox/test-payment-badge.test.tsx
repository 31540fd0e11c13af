import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render.tsx";
import { TestPaymentBadge } from "./test-payment-badge.tsx";

describe("TEST badge of an admin donation row", () => {
  it("says TEST for a test payment, and nothing for a real one", () => {
    renderWithApp(
      <>
        <TestPaymentBadge donation={{ test: true }} />
        <TestPaymentBadge donation={{ test: false }} />
      </>,
    );
    expect(screen.getAllByText("TEST")).toHaveLength(1);
    expect(screen.getByText("TEST")).toHaveAttribute("title", "A test payment: no money moved");
  });
});
