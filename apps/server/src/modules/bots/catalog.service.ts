import type { BotListPage, QueryBotInfoRequest, SortOption } from "@fable/contract";
import { SortType } from "@fable/contract";
import { and, asc, count, desc, eq, exists, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { users } from "../users/users.schema.ts";
import { isListed } from "./bot-card.ts";
import { botListColumns, toBotListRecord } from "./bot-list-record.ts";
import { botCategories, bots } from "./bots.schema.ts";

export const SORT_OPTIONS: SortOption[] = [
  { value: SortType.POPULAR, v: "popular", description: "Most chats" },
  { value: SortType.NEWEST, v: "newest", description: "Newest" },
  { value: SortType.MOST_LIKED, v: "mostLiked", description: "Most liked" },
];

const ORDER_BY: Record<QueryBotInfoRequest["sortType"], SQL[]> = {
  [SortType.POPULAR]: [desc(bots.chats), desc(bots.likes), asc(bots.id)],
  [SortType.NEWEST]: [desc(bots.createdAt), desc(bots.id)],
  [SortType.MOST_LIKED]: [desc(bots.likes), desc(bots.chats), asc(bots.id)],
};

/** One page of public bots of a type, optionally in one category (category page, spec §4). */
export async function queryBots(ctx: ServiceContext, input: QueryBotInfoRequest): Promise<BotListPage> {
  const inCategory = input.categoryId
    ? exists(
        ctx.db
          .select({ one: botCategories.botId })
          .from(botCategories)
          .where(and(eq(botCategories.botId, bots.id), eq(botCategories.categoryId, input.categoryId))),
      )
    : undefined;
  const where = and(isListed, eq(bots.botType, input.type), inCategory);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select(botListColumns)
      .from(bots)
      .innerJoin(users, eq(users.id, bots.creatorId))
      .where(where)
      .orderBy(...ORDER_BY[input.sortType])
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    ctx.db.select({ total: count() }).from(bots).where(where),
  ]);
  const now = ctx.clock.now();
  return {
    page: input.page,
    limit: input.limit,
    total: totals?.total ?? 0,
    list: rows.map((row) => toBotListRecord(row, now)),
  };
}
