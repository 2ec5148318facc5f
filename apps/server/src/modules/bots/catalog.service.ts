import type { BotListPage, QueryBotInfoRequest, SortOption } from "@fable/contract";
import { SortType } from "@fable/contract";
import { and, asc, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../context.ts";
import { isListed } from "../../policies/bot.policy.ts";
import { users } from "../users/users.schema.ts";
import { botListColumns, toBotListRecord } from "./bot-list-record.ts";
import { bots } from "./bots.schema.ts";
import { KEPT_ORDER_DEPTH, listingFilter, listingOrder } from "./listing-order.ts";

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

/** One page of public bots of a type, optionally in one category (docs/product.md#category-page). */
export async function queryBots(ctx: ServiceContext, input: QueryBotInfoRequest): Promise<BotListPage> {
  const orderBy = ORDER_BY[input.sortType];
  const order = await listingOrder(ctx, input, orderBy);
  const offset = (input.page - 1) * input.limit;
  const rows =
    offset + input.limit <= KEPT_ORDER_DEPTH
      ? await readBots(ctx, order.ids.slice(offset, offset + input.limit))
      : await ctx.db
          .select(botListColumns)
          .from(bots)
          .innerJoin(users, eq(users.id, bots.creatorId))
          .where(listingFilter(input, ctx.db))
          .orderBy(...orderBy)
          .limit(input.limit)
          .offset(offset);
  const now = ctx.clock.now();
  return {
    page: input.page,
    limit: input.limit,
    total: order.total,
    list: rows.map((row) => toBotListRecord(row, now)),
  };
}

/** These bots in this order, leaving out any that stopped being listed since the order was read. */
async function readBots(ctx: ServiceContext, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select(botListColumns)
    .from(bots)
    .innerJoin(users, eq(users.id, bots.creatorId))
    .where(and(isListed, inArray(bots.id, ids)));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}
