import { describe, expect, it } from "vitest";
import { inNextTask, nextTask } from "./next-task.ts";

describe("inNextTask", () => {
  it("runs each in a task of its own, in the order asked, after what is running now", async () => {
    const order: string[] = [];
    inNextTask(() => {
      order.push("first");
      // A microtask of the first task runs before the second task begins.
      void Promise.resolve().then(() => order.push("first's microtask"));
    });
    inNextTask(() => order.push("second"));
    order.push("now");
    await nextTask();
    expect(order).toEqual(["now", "first", "first's microtask", "second"]);
  });
});
