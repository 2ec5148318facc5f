import type { PlanCatalogue } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { cardAction, comparisonRows, formatPrice, planCards, tierOfVip, yearlySaving } from "./planCards";

const entitlements = (overrides: object) => ({
  dailyMessages: null,
  dailyRegenerations: 50,
  dailyEdits: 30,
  dailySuggestions: 20,
  dailyImages: 20,
  noAds: false,
  fasterReplies: false,
  memoryLibrary: true,
  nsfw: false,
  customPacks: false,
  noCreditUse: false,
  voiceTrainings: 3,
  voiceTrainingsMonthly: false,
  imagePackTrainings: 3,
  imagePackTrainingsMonthly: false,
  ...overrides,
});

const catalogue: PlanCatalogue = {
  tiers: [
    { tier: "free", entitlements: entitlements({}) },
    { tier: "standard", entitlements: entitlements({ noAds: true, dailyRegenerations: 500 }) },
    {
      tier: "premium",
      entitlements: entitlements({ noAds: true, dailyRegenerations: null, customPacks: true }),
    },
  ],
  offers: [
    {
      vipEnum: "STANDARD",
      tier: "standard",
      period: "month",
      price: 999,
      listPrice: null,
      currency: "usd",
      trialDays: 0,
    },
    {
      vipEnum: "STANDARD_ANNUAL",
      tier: "standard",
      period: "year",
      price: 9990,
      listPrice: null,
      currency: "usd",
      trialDays: 0,
    },
    {
      vipEnum: "PREMIUM",
      tier: "premium",
      period: "month",
      price: 1999,
      listPrice: null,
      currency: "usd",
      trialDays: 3,
    },
    {
      vipEnum: "PREMIUM_ANNUAL",
      tier: "premium",
      period: "year",
      price: 19990,
      listPrice: null,
      currency: "usd",
      trialDays: 0,
    },
  ],
  paymentMode: "dev",
  discountBadge: null,
  promotionEndsAt: null,
};

describe("plan cards", () => {
  it("price a yearly plan per month and recommend premium", () => {
    const cards = planCards(catalogue, "year", "FREE");
    expect(cards.map((card) => [card.tier, card.monthly, card.recommended, card.action])).toEqual([
      ["free", null, false, "none"],
      ["standard", 833, false, "subscribe"],
      ["premium", 1666, true, "subscribe"],
    ]);
  });

  it("mark the current plan and offer only upgrades over the same period", () => {
    expect(cardAction("standard", "month", "STANDARD", "dev")).toBe("current");
    expect(cardAction("premium", "month", "STANDARD", "dev")).toBe("upgrade");
    expect(cardAction("premium", "year", "STANDARD", "dev")).toBe("none");
    expect(cardAction("standard", "month", "PREMIUM", "dev")).toBe("none");
    expect(cardAction("premium", "month", "FREE", "operator")).toBe("contact");
  });

  it("read tiers from any vipEnum spelling", () => {
    expect(["FREE", "STANDARD_ANNUAL", "premium_month", "VIP_MONTH", ""].map(tierOfVip)).toEqual([
      "free",
      "standard",
      "premium",
      "standard",
      "free",
    ]);
  });

  it("say what a year saves and compare only what differs", () => {
    expect(yearlySaving(catalogue)).toBe(17);
    expect(comparisonRows(catalogue)).toEqual(["noAds", "dailyRegenerations", "customPacks"]);
  });

  it("write prices in the reader's language", () => {
    expect(formatPrice(999, "usd", "en")).toBe("$9.99");
    expect(formatPrice(1250, "eur", "en")).toBe("€12.50");
  });
});
