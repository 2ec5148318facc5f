import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../src/db/client.ts";
import { parseEvents } from "../sse.ts";
import type { Target } from "./world.ts";

export interface CellRequest {
  method: "GET" | "POST" | "DELETE";
  path: string;
  query?: Record<string, string>;
  body?: object;
}

export interface CellAnswer {
  status: number;
  code: number;
  message: string;
  /** The envelope's result, or for a stream the stored message of its `done` event. */
  result: unknown;
  body: string;
}

let address = 0;
/** One address per request, so per-IP limits (visitor chat, logins) never decide a cell. */
const nextAddress = () => {
  address += 1;
  return `10.77.${(address >> 8) & 255}.${address & 255}`;
};

/** Sends one cell's request; a streaming answer is read as its final event. */
export async function send(app: FastifyInstance, request: CellRequest, token: string | null) {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : "";
  const response = await app.inject({
    method: request.method,
    url: `/api${request.path}${query}`,
    remoteAddress: nextAddress(),
    ...(request.body ? { payload: request.body } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = response.body;
  if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
    const last = parseEvents(body).at(-1);
    const failed = last?.event !== "done";
    return {
      status: response.statusCode,
      code: failed ? (last?.data?.code ?? -1) : 0,
      message: failed ? (last?.data?.message ?? "") : "",
      result: failed ? null : last.data,
      body,
    } satisfies CellAnswer;
  }
  const parsed = response.json() as { code?: number; message?: string; result?: unknown };
  // A download (an exported card) is the file itself, not an envelope.
  if (parsed.code === undefined && response.statusCode === 200)
    return { status: 200, code: 0, message: "", result: parsed, body } satisfies CellAnswer;
  return {
    status: response.statusCode,
    code: parsed.code ?? -1,
    message: parsed.message ?? "",
    result: parsed.result,
    body,
  } satisfies CellAnswer;
}

/**
 * Everything stored about a fixture, read in one statement: a refused request must leave all of it
 * exactly as it was (the bot, the dialogue and its messages, pins and memory, personas, the post, the
 * review and its votes, the report, likes and follows, the room and its messages), and must not have
 * added a dialogue, post, review, search record, report or room of its own.
 */
export async function traceOf(database: Database, target: Target): Promise<unknown> {
  const result = await database.db.execute(sql`
    select
      (select row_to_json(b) from bots b where b.id = ${Number(target.botId)}) as bot,
      (select json_agg(l order by l.id) from lore_entries l where l.bot_id = ${Number(target.botId)}) as lore,
      (select row_to_json(d) from dialogues d where d.id = ${Number(target.dialogueId)}) as dialogue,
      (select json_agg(m order by m.id) from chat_messages m
        where m.dialogue_id = ${Number(target.dialogueId)}) as messages,
      (select json_agg(k order by k.id) from masks k where k.user_id = ${Number(target.chatterId)}) as masks,
      (select row_to_json(p) from posts p where p.id = ${Number(target.postId)}) as post,
      (select json_agg(pl) from post_likes pl where pl.post_id = ${Number(target.postId)}) as post_likes,
      (select row_to_json(r) from bot_reviews r where r.id = ${Number(target.reviewId)}) as review,
      (select json_agg(v) from review_votes v where v.review_id = ${Number(target.reviewId)}) as votes,
      (select row_to_json(x) from reports x where x.id = ${Number(target.reportId)}) as report,
      (select json_agg(bl) from bot_likes bl where bl.bot_id = ${Number(target.botId)}) as likes,
      (select json_agg(f) from follows f
        where f.follower_id = ${Number(target.chatterId)} or f.followee_id = ${Number(target.chatterId)}) as follows,
      (select count(*) from dialogues d where d.bot_id = ${Number(target.botId)}) as bot_dialogues,
      (select count(*) from posts p where p.bot_id = ${Number(target.botId)}) as bot_posts,
      (select count(*) from bot_reviews r where r.bot_id = ${Number(target.botId)}) as bot_reviews,
      (select count(*) from bot_search_records s where s.bot_id = ${Number(target.botId)}) as bot_search_records,
      (select count(*) from reports) as reports,
      (select row_to_json(o) from rooms o where o.id = ${Number(target.roomId)}) as room,
      (select json_agg(c order by c.position) from room_characters c where c.room_id = ${Number(target.roomId)}) as room_characters,
      (select json_agg(rm order by rm.id) from room_messages rm where rm.room_id = ${Number(target.roomId)}) as room_messages,
      (select count(*) from rooms) as rooms
  `);
  // node-postgres and PGlite answer in different shapes; both carry the rows.
  return (result as { rows?: unknown }).rows ?? result;
}
