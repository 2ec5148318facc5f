import { AuthMessages, CharacterMessages, ChatMessages, ResponseCode } from "@fable/contract";
import { describe, expect, it } from "vitest";
import { call, signedInApp } from "../../test/accounts.ts";
import { MESSAGE_GROUPS } from "./message-groups.ts";
import { MESSAGES_ZH_CN } from "./messages.zh-CN.ts";
import { atField, message, renderMessage, type ServerMessage, verbatim } from "./server-message.ts";

const chinese = (said: ServerMessage) => renderMessage(said, "zh-CN");
const HAN = /\p{Script=Han}/u;

describe("the Chinese catalog", () => {
  const all = Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages).map(([id, english]) => ({
      label: `${group}.${id}`,
      english,
      translated: (MESSAGES_ZH_CN as Record<string, Record<string, string>>)[group]![id]!,
    })),
  );

  it("translates every message of every group, keeping its numbers, placeholders and field path", () => {
    expect(all.length).toBeGreaterThan(140);
    for (const { label, english, translated } of all) {
      expect(translated, label).toMatch(HAN);
      const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(numbers(translated), label).toEqual(numbers(english));
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(translated), label).toEqual(placeholders(english));
      const path = /^([\w.]+): /.exec(english)?.[1];
      if (path) expect(translated.startsWith(`${path}: `), label).toBe(true);
    }
  });

  it("is what a Chinese request reads, by id; English stays the contract's own words", () => {
    expect(chinese("ChatMessages.congested")).toBe(MESSAGES_ZH_CN.ChatMessages.congested);
    expect(renderMessage("ChatMessages.congested", "en")).toBe(ChatMessages.congested);
    // A field path in front stays; the message after it is translated.
    expect(chinese(atField("body.email", "AuthMessages.emailFormat"))).toBe(
      `body.email: ${MESSAGES_ZH_CN.AuthMessages.emailFormat}`,
    );
    expect(renderMessage(atField("lore.2.id", "CharacterMessages.loreEntryUnknown"), "en")).toBe(
      `lore.2.id: ${CharacterMessages.loreEntryUnknown}`,
    );
    expect(chinese(atField("lore.2.id", "CharacterMessages.loreEntryUnknown"))).toBe(
      "lore.2.id: 没有这个条目",
    );
    // Placeholders are filled after the lookup; a word put into one is itself a message of the catalog.
    const usedRegenerations = message("ChatMessages.dailyLimit", {
      action: message("ChatMessages.regenerations"),
    });
    expect(chinese(usedRegenerations)).toBe("你当前套餐今天的重新生成次数已用完，升级可获得更多");
    expect(renderMessage(usedRegenerations, "en")).toBe(
      ChatMessages.dailyLimit.replace("{{action}}", "regenerations"),
    );
    expect(chinese(message("CharacterMessages.tooManyBots", { max: "12" }))).toBe(
      MESSAGES_ZH_CN.CharacterMessages.tooManyBots.replace("{{max}}", "12"),
    );
    // Words no catalog has (a provider's own) are passed on as they are.
    expect(chinese(verbatim("Avatar generation failed: quota exceeded"))).toBe(
      "Avatar generation failed: quota exceeded",
    );
    expect(AuthMessages.needLogin).toBe(renderMessage("AuthMessages.needLogin", "en"));
  });
});

describe("answers in the language the request asks for", () => {
  const signedIn = signedInApp();
  const inChinese = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };

  it("a refusal the service raises", async () => {
    const visitor = await call(signedIn.harness.app, "GET", "/api/user/info", { headers: inChinese });
    expect(visitor).toMatchObject({ code: ResponseCode.NEED_LOGIN, message: "请先登录" });
    const english = await call(signedIn.harness.app, "GET", "/api/user/info", {
      headers: { "accept-language": "en" },
    });
    expect(english.message).toBe(AuthMessages.needLogin);
  });

  it("a field the schema refuses with the contract's words, and with zod's own", async () => {
    const named = await call(signedIn.harness.app, "POST", "/api/mask/saveMask", {
      token: signedIn.token,
      headers: inChinese,
      body: { name: "   " },
    });
    expect(named).toMatchObject({ status: 400, message: "body.name: 请给人设起个名字" });
    const typed = await call(signedIn.harness.app, "POST", "/api/mask/saveMask", {
      token: signedIn.token,
      headers: inChinese,
      body: { name: 42 },
    });
    expect(typed.message).toMatch(/^body\.name: .*\p{Script=Han}/u);
    expect(typed.message).not.toMatch(/undefined|Invalid input/);
  });

  it("Fastify's own refusal of a body that is not JSON", async () => {
    const response = await signedIn.harness.app.inject({
      method: "POST",
      url: "/api/mask/saveMask",
      headers: {
        ...inChinese,
        authorization: `Bearer ${signedIn.token}`,
        "content-type": "application/json",
      },
      payload: "{not json",
    });
    expect(response.json()).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: "请求内容不是有效的 JSON",
    });
  });
});
