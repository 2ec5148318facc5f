import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    /** Stable public handle used in /profile/{userId}-{username}; unique when present. */
    slug: text("slug").unique(),
    userName: text("user_name").notNull(),
    /**
     * Set when the server gave the account its name (replacing one derived from the email): the web
     * asks once to choose one; saving a name, even the same, clears it.
     */
    namePromptPending: boolean("name_prompt_pending").notNull().default(false),
    /** Stored lower-case; unique among accounts. */
    email: text("email").unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    phone: text("phone").unique(),
    /** argon2id; null for accounts that only sign in with a code or a provider. */
    passwordHash: text("password_hash"),
    /** How the account was created (spec srcType). */
    srcType: text("src_type").notNull().default("LOCAL"),
    /** This user's own code to invite others; referral rewards arrive with billing. */
    invitationCode: text("invitation_code").unique(),
    usedInvitationCode: text("used_invitation_code"),
    /** Takes part in leaderboards. */
    privacy: boolean("privacy").notNull().default(true),
    allowFollow: boolean("allow_follow").notNull().default(true),
    /** When on, a new login ends every other session of the account (code 420 there). */
    singleSession: boolean("single_session").notNull().default(false),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
    removalScheduledAt: timestamp("removal_scheduled_at", { withTimezone: true }),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    avatar: text("avatar").notNull().default(""),
    bio: text("bio").notNull().default(""),
    gender: text("gender"),
    /** "user" for people who signed up, "creator" for the seeded catalogue authors. */
    userType: text("user_type").notNull().default("user"),
    /**
     * The plan the account is on (spec vipEnum), kept by the plans module from the account's
     * subscriptions; it counts until `vipUntil` (null: no end, e.g. set by hand). Read it through
     * `vipEnumAt` / `effectiveVipEnum`, never alone.
     */
    vipEnum: text("vip_enum").notNull().default("FREE"),
    vipUntil: timestamp("vip_until", { withTimezone: true }),
    /** When the resubscribe hint was last shown (uservip/setReminded). */
    vipEndRemindedAt: timestamp("vip_end_reminded_at", { withTimezone: true }),
    /** The model scene the user chose (chooseModelScene); null means the server's default. */
    modelSceneId: text("model_scene_id"),
    /** Adult content: only after the user enabled it and confirmed being 18+ (setNsfw). */
    nsfwEnabled: boolean("nsfw_enabled").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("users_user_name_trgm").using("gin", sql`${table.userName} gin_trgm_ops`)],
);

/** The plan that counts at `now`: the stored one until it ends, then FREE. */
export function effectiveVipEnum(user: { vipEnum: string; vipUntil: Date | null }, now: Date): string {
  return user.vipUntil !== null && user.vipUntil.getTime() <= now.getTime() ? "FREE" : user.vipEnum;
}

/** `effectiveVipEnum` as a column expression, for lists that show members' badges. */
export const vipEnumAt = (now: Date) =>
  sql<string>`case when ${users.vipUntil} is not null and ${users.vipUntil} <= ${now.toISOString()}::timestamptz then 'FREE' else ${users.vipEnum} end`;
