import {
  AdventureChanges,
  AdventureEditInfo,
  AdventureForm,
  GenerateBackgroundRequest,
  GenerateChapterRequest,
  GeneratedStoryText,
} from "../adventure.ts";
import { BotIdQuery, SavedBot } from "../character.ts";
import { defineRoute } from "./define.ts";

/**
 * Creating and editing text adventures (docs/product.md#adventure-create): a story bot (botType 2)
 * with the same cap, avatar checks, review and visibility as a character.
 */
export const adventureRoutes = {
  createAdventure: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/botStory",
    access: "user",
    tag: "creation",
    summary: "Create a text adventure; it enters review unless private or REVIEW_MODE=auto",
    body: AdventureForm,
    result: SavedBot,
  }),
  updateAdventure: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/update/botStoryV2",
    access: "user",
    tag: "creation",
    summary: "Replace the fields of your text adventure; refused while it is in review",
    body: AdventureChanges,
    result: SavedBot,
  }),
  getAdventureInfo: defineRoute({
    method: "GET",
    path: "/ai/roleInfo/getBotStoryInfo",
    access: "user",
    tag: "creation",
    summary: "Everything the adventure edit form needs about your text adventure",
    query: BotIdQuery,
    result: AdventureEditInfo,
  }),
  generateBackground: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/generated/background",
    access: "user",
    tag: "creation",
    summary: "Write a background for a text adventure from what its form already holds",
    body: GenerateBackgroundRequest,
    result: GeneratedStoryText,
  }),
  generateChapter: defineRoute({
    method: "POST",
    path: "/ai/roleInfo/generated/chapter",
    access: "user",
    tag: "creation",
    summary:
      "Write the storyline, prologue or opening scene (with its three actions) of a text adventure from what its form already holds",
    body: GenerateChapterRequest,
    result: GeneratedStoryText,
  }),
};
