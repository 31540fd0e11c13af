import { describe, expect, it } from "vitest";
import { toFormData } from "./http.ts";

describe("toFormData", () => {
  it("sends lists and an item's translations as JSON text, the way the API reads them", () => {
    const form = toFormData({
      title: "Open day",
      fieldsOfStudy: ["Medicine", "Law"],
      translations: { am: { title: "ክፍት ቀን" } },
      deadline: null,
    });
    expect(form.get("title")).toBe("Open day");
    expect(JSON.parse(String(form.get("fieldsOfStudy")))).toEqual(["Medicine", "Law"]);
    expect(JSON.parse(String(form.get("translations")))).toEqual({ am: { title: "ክፍት ቀን" } });
    expect(form.has("deadline")).toBe(false);
  });
});
