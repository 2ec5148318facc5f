import { describe, expect, it } from "vitest";
import { opensSavedChats, savedChatsHref } from "./savedChatsLink";

describe("the saved chats link of the Chats page", () => {
  it("opens the bot's chat screen with its saved chats listed", () => {
    const href = savedChatsHref({ botId: "100001", botName: "Maren Tidewell" });
    expect(href).toBe("/chat/100001-Maren%20Tidewell?saved=1");
    expect(opensSavedChats(new URL(href, "https://fable.test").searchParams)).toBe(true);
  });

  it("leaves the list closed on an ordinary chat address", () => {
    expect(opensSavedChats(new URLSearchParams("dialogueId=500001"))).toBe(false);
    expect(opensSavedChats(new URLSearchParams("saved=0"))).toBe(false);
  });
});
