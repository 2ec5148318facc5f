import { z } from "zod";
import { BotCard } from "../bots.ts";
import { Activity, ActivityDetailQuery, BotRecommendQuery, CreatorCard, HomeContent } from "../home.ts";
import { Leaderboard, LeaderboardTypeParam } from "../leaderboard.ts";
import { defineRoute } from "./define.ts";

/** The home page, its activities and recommendations, and the leaderboards. */
export const discoveryRoutes = {
  homeContent: defineRoute({
    method: "GET",
    path: "/homePage/getContent",
    access: "public",
    tag: "discovery",
    summary: "Home page sections: For You, trends, creators, novels, activities",
    result: HomeContent,
  }),
  activityDetail: defineRoute({
    method: "GET",
    path: "/homePage/getActivityDetail",
    access: "public",
    tag: "discovery",
    summary: "An activity: markdown description, its bots and counts",
    query: ActivityDetailQuery,
    result: Activity,
  }),
  botRecommendations: defineRoute({
    method: "GET",
    path: "/recommend/bot_recommend",
    access: "public",
    tag: "discovery",
    summary: "Bots recommended for the reader (by chats, or by likes with likeType=1)",
    query: BotRecommendQuery,
    result: z.array(BotCard),
  }),
  leaderboard: defineRoute({
    method: "GET",
    path: "/leaderboard/list/:type",
    access: "public",
    tag: "discovery",
    summary:
      "A leaderboard's top 50 (1 Creative Stars, 2 Newcomer Spotlight, 3 Fan Favorite, 4 Chat Legend, 5 Active Fabler, 6 Comment Master)",
    params: LeaderboardTypeParam,
    result: Leaderboard,
  }),
  recommendedCreators: defineRoute({
    method: "GET",
    path: "/leaderboard/recommendedCreator",
    access: "public",
    tag: "discovery",
    summary: "Creators to follow: the most chatted-with, less yourself and those you follow",
    result: z.array(CreatorCard),
  }),
} as const;
