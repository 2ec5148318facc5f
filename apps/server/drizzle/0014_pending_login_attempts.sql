ALTER TABLE "verification_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "invitation_code" text;--> statement-breakpoint
-- data step (hand-written)
-- Sign-ups still waiting for their emailed code used to be user rows holding the address. Their
-- password and invitation move onto their live code, and the rows go, so the address is bound by no
-- one until its code is verified; verifying it creates the account with that password as before.
UPDATE "verification_codes" AS c
SET "password_hash" = u."password_hash", "invitation_code" = u."used_invitation_code"
FROM "users" AS u
WHERE u."src_type" = 'LOCAL' AND u."user_type" = 'user' AND u."email_verified" = false
  AND u."last_login_at" IS NULL AND u."removed_at" IS NULL AND u."password_hash" IS NOT NULL
  AND c."target" = u."email" AND c."purpose" = 1 AND c."consumed_at" IS NULL;--> statement-breakpoint
DELETE FROM "users" AS u
WHERE u."src_type" = 'LOCAL' AND u."user_type" = 'user' AND u."email_verified" = false
  AND u."last_login_at" IS NULL AND u."removed_at" IS NULL AND u."password_hash" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "sessions" AS s WHERE s."user_id" = u."id");
