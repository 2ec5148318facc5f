import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../users/users.schema.ts";

/** Signed-in sessions. Only a SHA-256 of the bearer token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  "sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    srcType: text("src_type").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** "logout", "replaced" (single-session login elsewhere), "removed" (account removal). */
    revokedReason: text("revoked_reason"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId)],
);

/** Email and SMS verification codes. Codes are stored hashed; `target` is the email or phone. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: integer("purpose").notNull(),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    /**
     * A login to an address with no verified account keeps its attempt here, not on a user row, so
     * an unverified attempt never binds the address: argon2id of the typed password, and the
     * invitation code it carried. Verifying the code creates the account.
     */
    passwordHash: text("password_hash"),
    invitationCode: text("invitation_code"),
    userName: text("user_name"),
  },
  (table) => [index("verification_codes_target_idx").on(table.target, table.purpose, table.createdAt)],
);

/** Accounts at OAuth providers linked to a Fable user. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform").notNull(),
    providerUserId: text("provider_user_id").notNull(),
    email: text("email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("user_identities_provider_idx").on(table.platform, table.providerUserId),
    index("user_identities_user_idx").on(table.userId),
  ],
);

/**
 * OAuth authorization requests in flight: the state ties the callback to its PKCE verifier and to the
 * browser that started it (the SHA-256 of its binding cookie; rows from before the binding have none
 * and are refused).
 */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  platform: text("platform").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  browserBindingHash: text("browser_binding_hash"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
