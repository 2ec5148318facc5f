// The discovery data set of issue 6 (100 000 bots, 10 000 users, 2 000 000 messages), generated
// into a database the built server has already migrated and seeded, then brought to the state a
// running installation would be in: counters, the activity roll-up and the leaderboards computed
// by the server's own code, which is what is timed. Run by scripts/bench.mjs with
// `node --import tsx apps/server/bench/discovery-data.ts (--pglite DIR | --postgres URL)`;
// prints one JSON line.
import { type SQL, sql } from "drizzle-orm";
import { loadConfig } from "../src/config.ts";
import { backgroundContext } from "../src/context.ts";
import { type Database, openPglite, openPostgres } from "../src/db/client.ts";
import { rollUpActivity } from "../src/modules/discovery/activity-rollup.ts";
import { storeSnapshot } from "../src/modules/discovery/leaderboards/compute.ts";
import { LEADERBOARD_TYPES, periodOf } from "../src/modules/discovery/leaderboards/periods.ts";

export const DATA_SET = {
  users: 10_000,
  creators: 1_000,
  bots: 100_000,
  dialogues: 200_000,
  messagesPerDialogue: 10,
};

/** Every generated account has this e-mail domain, so the set can be told from the seed. */
const DOMAIN = "bench.invalid";

const FIRST = `Luna Kai Mira Orion Wren Sable Ivy Rook Juniper Ash Nova Ezra Lyra Caspian Maeve Silas Aurora Felix
  Vesper Rowan Elara Theo Iris Dorian Selene Jasper Freya Lucian Ophelia Ronan Hazel Cyrus Elowen Atlas Seraphina
  Quill Aria Thorne Lark Ember`;
const LAST = `Ashford Blackwood Moonwhistle Sterling Holloway Fairweather Nightingale Thornbury Vale Castellan
  Winterbourne Greaves Marlowe Ravenscroft Lockhart Everhart Duskmere Harrow Kingsley Valentine Quimby Rook
  Pemberton Starling Whitlock Corwin Hawthorne Merriweather Silverlake Drummond`;
const ROLES = `detective librarian knight pirate witch android barista vampire astronaut bard mercenary healer
  archivist courier gambler oracle smuggler tutor inventor ranger`;
const PLACES = `London Kyoto harbour forest desert moon station academy tavern castle library lighthouse
  market citadel archipelago observatory`;
const TAGS = `Fantasy Romance Mystery SciFi Adventure Horror Comedy Anime Historical Slice-of-life Villain Mentor
  Companion Roleplay Game Detective Cozy Drama`;
const CJK = "龙骑士 月之巫女 雪山剑客 星际舰长 茶馆老板 古董商人 侠客 画师 魔法学徒 侦探";

const words = (list: string) => list.trim().split(/\s+/);
/** A SQL text array literal of words, for picking with `(array)[1 + hash % n]`. */
const wordArray = (list: string) =>
  sql.raw(
    `array[${words(list)
      .map((w) => `'${w}'`)
      .join(",")}]`,
  );
/** A deterministic number in [0, n) from a row number and a salt. */
const pick = (row: SQL, salt: string, n: number) =>
  sql`(abs(hashtext((${row})::text || ${salt})::bigint) % ${sql.raw(String(n))})`;
const word = (list: string, row: SQL, salt: string) =>
  sql`(${wordArray(list)})[1 + ${pick(row, salt, words(list).length)}]`;

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const started = performance.now();
  const value = await run();
  return { value, seconds: Number(((performance.now() - started) / 1000).toFixed(2)) };
}

async function generate(db: Database["db"]) {
  const g = sql.raw("g");
  const { users: userCount, creators, bots: botCount, dialogues, messagesPerDialogue } = DATA_SET;
  await db.execute(sql`insert into users (user_name, slug, email, email_verified, user_type, privacy, created_at)
    select ${word(FIRST, g, "uf")} || ' ' || ${word(LAST, g, "ul")}, 'bench-' || g, 'user' || g || ${`@${DOMAIN}`}, true,
      case when g <= ${creators} then 'creator' else 'user' end,
      -- One in twenty keeps out of leaderboards.
      g % 20 <> 0,
      now() - (${pick(g, "uc", 400 * 24)}) * interval '1 hour'
    from generate_series(1, ${userCount}) g`);
  await db.execute(sql`create temporary table bench_users as
    select row_number() over (order by id) as n, id from users where email like ${`%@${DOMAIN}`}`);
  await db.execute(sql`create index on bench_users (n)`);
  // Temporary tables are never analysed automatically; without statistics the joins below nest.
  await db.execute(sql`analyze bench_users`);

  // Bots by the first thousand users; most public and approved, some private, unlisted or in review.
  await db.execute(sql`insert into bots (creator_id, bot_type, name, character_name, greeting, intro, tags,
      visibility, review_status, created_at, updated_at)
    select u.id, case when g % 25 = 0 then 2 else 1 end,
      case when g % 20 = 0 then ${word(CJK, g, "bc")} || g
        else ${word(FIRST, g, "bf")} || ' ' || ${word(LAST, g, "bl")} end,
      ${word(FIRST, g, "cf")},
      'Hello, traveller.',
      'A ' || ${word(ROLES, g, "br")} || ' from the ' || ${word(PLACES, g, "bp")} || ' who loves ' ||
        ${word(ROLES, g, "bq")} || ' stories.',
      array[${word(TAGS, g, "t1")}, ${word(TAGS, g, "t2")}],
      case when g % 20 = 1 then 'private' when g % 20 = 2 then 'unlisted' else 'public' end,
      case when g % 50 = 3 then 'pending' else 'approved' end,
      now() - (${pick(g, "bt", 365 * 24)}) * interval '1 hour',
      now() - (${pick(g, "bt", 365 * 24)}) * interval '1 hour'
    from generate_series(1, ${botCount}) g
    join bench_users u on u.n = 1 + ${pick(g, "bu", creators)}`);
  await db.execute(sql`create temporary table bench_bots as
    select row_number() over (order by id) as n, id from bots
    where creator_id in (select id from bench_users where n <= ${creators})`);
  await db.execute(sql`create index on bench_bots (n)`);
  await db.execute(sql`analyze bench_bots`);
  await db.execute(sql`insert into bot_categories (bot_id, category_id, position)
    select b.id, c.id, 0 from bench_bots b
    join (select row_number() over (order by id) as n, id from categories) c
      on c.n = 1 + abs(hashtext(b.n::text || 'cat')) % (select count(*) from categories)`);

  // Chats lean towards a few popular bots (the cube of a uniform draw), over the last 60 days.
  await db.execute(sql`insert into dialogues (user_id, bot_id, next_seq, history_revision, created_at, last_message_at)
    select u.id, b.id, ${messagesPerDialogue}, ${messagesPerDialogue}, started, started + interval '9 minutes'
    from (select g, now() - interval '1 hour' - (${pick(g, "dt", 60 * 24 * 60)}) * interval '1 minute' as started,
            1 + floor(${botCount} * power((${pick(g, "db", 1_000_000)}) / 1000000.0, 3))::int as bot_n,
            1 + ${pick(g, "du", userCount)} as user_n
          from generate_series(1, ${dialogues}) g) d
    join bench_users u on u.n = d.user_n
    join bench_bots b on b.n = d.bot_n`);
  // The trigger that counts history changes (migration 0007) is off while the messages are
  // loaded: history_revision was written above as the count it would have reached.
  await db.execute(sql`alter table chat_messages disable trigger user`);
  await db.execute(sql`insert into chat_messages (dialogue_id, seq, role, swipes, created_at)
    select d.id, s, case when s % 2 = 0 then 'bot' else 'user' end,
      array['Message ' || s || ' about the ' || ${word(PLACES, sql`d.id * 10 + s`, "m")} || '.'],
      d.created_at + s * interval '1 minute'
    from dialogues d join bench_users u on u.id = d.user_id
    cross join generate_series(0, ${messagesPerDialogue - 1}) s
    order by d.id, s`);
  await db.execute(sql`alter table chat_messages enable trigger user`);

  await db.execute(sql`insert into bot_likes (user_id, bot_id, created_at)
    select distinct on (u.id, b.id) u.id, b.id, now() - (${pick(g, "lt", 60 * 24)}) * interval '1 hour'
    from generate_series(1, 300000) g
    join bench_users u on u.n = 1 + ${pick(g, "lu", userCount)}
    join bench_bots b on b.n = 1 + floor(${botCount} * power((${pick(g, "lb", 1_000_000)}) / 1000000.0, 3))::int
    on conflict do nothing`);
  await db.execute(sql`insert into follows (follower_id, followee_id, created_at)
    select a.id, b.id, now() - (${pick(g, "ft", 60 * 24)}) * interval '1 hour'
    from generate_series(1, 50000) g
    join bench_users a on a.n = 1 + ${pick(g, "fa", userCount)}
    join bench_users b on b.n = 1 + ${pick(g, "fb", creators)}
    where a.id <> b.id
    on conflict do nothing`);
  await db.execute(sql`insert into bot_reviews (bot_id, user_id, content, created_at)
    select b.id, u.id, 'A fine companion for a rainy evening.', now() - (${pick(g, "rt", 60 * 24)}) * interval '1 hour'
    from generate_series(1, 20000) g
    join bench_users u on u.n = 1 + ${pick(g, "ru", userCount)}
    join bench_bots b on b.n = 1 + floor(${botCount} * power((${pick(g, "rb", 1_000_000)}) / 1000000.0, 3))::int`);

  // The counters the server keeps transactionally (decision 0010), as they would stand.
  await db.execute(sql`update bots set chats = c.n from
    (select bot_id, count(*)::int as n from dialogues group by bot_id) c where c.bot_id = bots.id`);
  await db.execute(sql`update bots set likes = l.n from
    (select bot_id, count(*)::int as n from bot_likes group by bot_id) l where l.bot_id = bots.id`);
  // Some are hand-picked by the editors, as on a real installation's home page.
  await db.execute(
    sql`update bots set hand_picked = true where id in (select id from bench_bots where n % 5000 = 7)`,
  );
  await db.execute(sql`drop table bench_users`);
  await db.execute(sql`drop table bench_bots`);
}

async function count(db: Database["db"], table: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((result.rows[0] as { n: number }).n);
}

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const postgresUrl = option("--postgres");
const database = postgresUrl ? openPostgres(postgresUrl, 4) : await openPglite(option("--pglite"));
const ctx = backgroundContext({
  config: loadConfig({ NODE_ENV: "development", LOG_LEVEL: "silent" }),
  database,
});
try {
  const generated = await timed(() => generate(database.db));
  await database.db.execute(sql`analyze`);
  const rollUp = await timed(() => rollUpActivity(ctx));
  const now = ctx.clock.now();
  const boards = [];
  for (const type of LEADERBOARD_TYPES) {
    const board = await timed(() => storeSnapshot(ctx, type, periodOf(type, now)));
    boards.push({ type, seconds: board.seconds });
  }
  // The counter updates above left a dead version of every bot behind; a live installation's
  // autovacuum would have cleared them long since.
  await database.db.execute(sql`vacuum analyze`);
  const counts = {
    users: await count(database.db, "users"),
    bots: await count(database.db, "bots"),
    dialogues: await count(database.db, "dialogues"),
    messages: await count(database.db, "chat_messages"),
    likes: await count(database.db, "bot_likes"),
    follows: await count(database.db, "follows"),
    reviews: await count(database.db, "bot_reviews"),
    leaderboardRows: await count(database.db, "leaderboard_entries"),
  };
  console.log(
    JSON.stringify({
      counts,
      generateSeconds: generated.seconds,
      rollUp: { seconds: rollUp.seconds, counted: rollUp.value },
      leaderboards: { seconds: Number(boards.reduce((sum, b) => sum + b.seconds, 0).toFixed(2)), boards },
    }),
  );
} finally {
  await database.close();
}
