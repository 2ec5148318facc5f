import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10001 }),
    /** Stable public handle used in /profile/{userId}-{username}; unique when present. */
    slug: text("slug").unique(),
    userName: text("user_name").notNull(),
    email: text("email").unique(),
    avatar: text("avatar").notNull().default(""),
    bio: text("bio").notNull().default(""),
    gender: text("gender"),
    /** "user" for people who signed up, "creator" for the seeded catalogue authors. */
    userType: text("user_type").notNull().default("user"),
    vipEnum: text("vip_enum").notNull().default("FREE"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("users_user_name_trgm").using("gin", sql`${table.userName} gin_trgm_ops`)],
);
