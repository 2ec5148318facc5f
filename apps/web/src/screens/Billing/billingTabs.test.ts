import { describe, expect, it } from "vitest";
import { billingTabOf, shownTabs } from "./billingTabs";

describe("shownTabs", () => {
  it("lists the tabs with content, in the page's order", () => {
    expect(shownTabs({ credits: 1 })).toEqual(["credits"]);
    expect(shownTabs({ task: 1, credits: 1, plans: 1 })).toEqual(["plans", "credits", "task"]);
  });
});

describe("billingTabOf", () => {
  const all = ["plans", "credits", "task"] as const;

  it("opens the tab the query names", () => {
    expect(billingTabOf("task", all)).toBe("task");
    expect(billingTabOf("credits", all)).toBe("credits");
    expect(billingTabOf("plans", all)).toBe("plans");
  });

  it("opens the first shown tab for no, an unknown or a hidden tab", () => {
    expect(billingTabOf(null, all)).toBe("plans");
    expect(billingTabOf("tasks", all)).toBe("plans");
    expect(billingTabOf("task", ["credits"])).toBe("credits");
    expect(billingTabOf("plans", ["credits", "task"])).toBe("credits");
  });
});
