ALTER TABLE "oauth_states" ADD COLUMN "browser_binding_hash" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_prompt_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- data step (hand-written)
-- Names that are the email's local part (case-insensitive; the old sign-up cut it to 30 characters, and
-- Apple sign-ups fell back to it) show every user's address to everyone. Each gets a generated
-- "Adjective Noun 1-999" name and is asked once to choose their own. The word lists are a fixed
-- snapshot for this one-time step, all of them clean words (the server's generator keeps its own).
UPDATE "users"
SET
  "user_name" = (ARRAY['Amber','Brave','Bright','Calm','Clever','Cosmic','Curious','Gentle','Golden','Happy','Jolly','Kind','Lively','Lucky','Mellow','Misty','Nimble','Quiet','Rosy','Silver','Sunny','Swift','Vivid','Witty'])[1 + floor(random() * 24)::int]
    || ' ' || (ARRAY['Badger','Comet','Cedar','Crane','Falcon','Fern','Finch','Fox','Heron','Koala','Lantern','Lark','Maple','Otter','Owl','Panda','Pebble','Quill','Raven','River','Robin','Sparrow','Willow','Wren'])[1 + floor(random() * 24)::int]
    || ' ' || (1 + floor(random() * 999)::int)::text,
  "name_prompt_pending" = true
WHERE "email" IS NOT NULL
  AND lower("user_name") = lower(left(split_part("email", '@', 1), 30));
