import { describe, expect, it } from "vitest";
import { FIRST_WAIT_MS, nextCheckStep, orderToCheck, paymentReturnPath } from "./paymentCheck";

describe("the payment check", () => {
  it("reads the order from the return address and refuses anything that is not an order number", () => {
    const back = new URL(paymentReturnPath("F20261127ABCDEFGH"), "http://localhost").searchParams;
    expect([orderToCheck(back), back.get("sub")]).toEqual(["F20261127ABCDEFGH", "1"]);
    expect(orderToCheck(new URLSearchParams("businessId=<script>"))).toBeNull();
    expect(orderToCheck(new URLSearchParams(""))).toBeNull();
  });

  it("waits attempt + 1 seconds between looks, three looks, then reloads", () => {
    expect(FIRST_WAIT_MS).toBe(1000);
    expect(nextCheckStep(0, "pending")).toEqual({ kind: "wait", ms: 2000 });
    expect(nextCheckStep(1, null)).toEqual({ kind: "wait", ms: 3000 });
    expect(nextCheckStep(2, "pending")).toEqual({ kind: "reload" });
  });

  it("ends at once on a paid or failed order", () => {
    expect(nextCheckStep(0, "paid")).toEqual({ kind: "success" });
    expect(nextCheckStep(2, "failed")).toEqual({ kind: "failure" });
  });
});
