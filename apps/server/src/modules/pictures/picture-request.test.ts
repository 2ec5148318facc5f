import { describe, expect, it } from "vitest";
import { asksForPicture, pictureRequest } from "./picture-request.ts";

/** [message, subject the request names] — each must be read as asking for a picture. */
const ASKS: [string, string][] = [
  ["send me a selfie", ""],
  ["Send me a selfie at the beach please", "at the beach"],
  ["can I see a picture of you?", ""],
  ["Can I see a pic of you in your uniform?", "in your uniform"],
  ["show me what you look like", ""],
  ["could you take a selfie for me?", ""],
  ["send me a beach selfie", "beach"],
  ["I'd love to see a photo of you at the party", "at the party"],
  ["let me see your picture!", ""],
  ["selfie please", ""],
  ["Ok. Now show me a photo of your new haircut", "your new haircut"],
  ["text me a pic when you get there", "when you get there"],
];

/** Messages that mention pictures without asking the character for one. */
const NOT_ASKS = [
  "I took a picture yesterday",
  "describe the painting",
  "don't send me a picture",
  "Never send me photos again.",
  "no selfies please",
  "I don't want to see a picture",
  "I want to show you a picture I took",
  "did you send me a photo?",
  "I'll take a picture of the sunset",
  "We went to see a picture exhibition",
  "The picture on the wall is old",
  "Send me your address. The photo can wait",
  "",
];

const ZH_ASKS: [string, string][] = [
  ["发张自拍", ""],
  ["给我看看你的照片", ""],
  ["发一张你在海边的自拍", "在海边"],
  ["让我看看你长什么样", ""],
  ["拍张照片给我吧", ""],
  ["能给我发张照片吗？", ""],
  ["想看你穿校服的照片", "穿校服"],
];

const ZH_NOT_ASKS = [
  "我昨天拍了一张照片",
  "别发照片",
  "不要发自拍",
  "我不想看你的照片",
  "我发一张照片给你",
  "描述一下这幅画",
  "这张照片很好看",
  "我发过照片了",
];

describe("asksForPicture in English", () => {
  it.each(ASKS)("%j asks, for %j", (message, subject) => {
    expect(pictureRequest(message, "en")).toEqual({ subject });
  });
  it.each(NOT_ASKS)("%j does not ask", (message) => {
    expect(asksForPicture(message, "en")).toBe(false);
  });
});

describe("asksForPicture in Chinese", () => {
  it.each(ZH_ASKS)("%j asks, for %j", (message, subject) => {
    expect(pictureRequest(message, "zh-CN")).toEqual({ subject });
  });
  it.each(ZH_NOT_ASKS)("%j does not ask", (message) => {
    expect(asksForPicture(message, "zh-CN")).toBe(false);
  });
  it("reads either language whatever the reader's locale", () => {
    expect(asksForPicture("发张自拍", "en")).toBe(true);
    expect(asksForPicture("send me a selfie", "zh-CN")).toBe(true);
  });
});

describe("hostile input", () => {
  const hostile = [
    "send ".repeat(200_000),
    "send me a ".repeat(100_000),
    "发".repeat(1_000_000),
    "自拍".repeat(500_000),
    "发给我看看".repeat(200_000),
    `${"a".repeat(999_999)}!`,
    "can i see ".repeat(100_000),
    "'".repeat(1_000_000),
  ];
  it("takes linear time, a few milliseconds, for a megabyte of repeated keywords", () => {
    for (const text of hostile) {
      const started = performance.now();
      pictureRequest(text, "zh-CN");
      pictureRequest(text, "en");
      expect(performance.now() - started, text.slice(0, 20)).toBeLessThan(50);
    }
  });
  it("still finds a request at the start of a long message", () => {
    expect(asksForPicture(`send me a selfie. ${"blah ".repeat(100_000)}`, "en")).toBe(true);
  });
});
