import { z } from "zod";
import {
  OpenStoryRequest,
  SaveNpsRequest,
  SaveStoryDialogueRequest,
  ScoreConf,
  StoryDialogue,
  StoryHistoryPage,
  StoryHistoryRequest,
} from "../story-play.ts";
import { defineRoute } from "./define.ts";

/**
 * Playing a text adventure (docs/product.md#adventure-play): a play-through is a dialogue of a story
 * bot, sent to and regenerated with the chat's own calls; these open it and rate its chapters.
 */
export const storyPlayRoutes = {
  openStoryDialogue: defineRoute({
    method: "POST",
    path: "/v1/chat/story/openStoryDialogue",
    access: "user",
    tag: "stories",
    summary: "Open a play-through of a text adventure: resume the latest, or start one (at a chapter)",
    body: OpenStoryRequest,
    result: StoryDialogue,
  }),
  getStoryChatHistory: defineRoute({
    method: "POST",
    path: "/v1/chat/story/getStoryChatHistory",
    access: "user",
    tag: "stories",
    summary: "Older messages of a play-through, newest first, with each narrator turn's actions",
    body: StoryHistoryRequest,
    result: StoryHistoryPage,
  }),
  saveDialogue: defineRoute({
    method: "POST",
    path: "/v1/chat/story/saveDialogue",
    access: "user",
    tag: "stories",
    summary: "Restart a story: the play-through joins the saved chats and a new one starts at chapter 1",
    body: SaveStoryDialogueRequest,
    result: StoryDialogue,
  }),
  getScoreConf: defineRoute({
    method: "GET",
    path: "/v1/chat/getScoreConf",
    access: "public",
    tag: "stories",
    summary: "The rating choices offered at the end of a story chapter",
    result: ScoreConf,
  }),
  saveNps: defineRoute({
    method: "POST",
    path: "/v1/nps/saveNps",
    access: "user",
    tag: "stories",
    summary: "Rate a chapter of a story; a second rating of the same chapter replaces the first",
    body: SaveNpsRequest,
    result: z.null(),
  }),
};
