import { describe, expect, it } from "vitest";
import { paginate } from "./paginate.ts";

describe("paginate", () => {
  it("asks for the page's window and answers it with the list's count and page total", async () => {
    const windows: Array<{ skip: number; take: number }> = [];
    const page = await paginate(
      { page: 3, limit: 20 },
      {
        rows: async (window) => {
          windows.push(window);
          return ["a", "b"];
        },
        count: async () => 42,
      },
    );
    expect(windows).toEqual([{ skip: 40, take: 20 }]);
    expect(page).toEqual({ data: ["a", "b"], count: 42, totalPages: 3, page: 3, limit: 20 });
  });

  it("answers an empty list as one empty page", async () => {
    const page = await paginate({ page: 1, limit: 10 }, { rows: async () => [], count: async () => 0 });
    expect(page).toMatchObject({ data: [], count: 0, totalPages: 1 });
  });
});
